import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMailbox } from './mailbox.ts';
import { startShopServer } from './shop-server.ts';

/** What a test file needs to know of the shop server it runs against. */
export interface ShopAddress {
  baseURL: string;
  /** The server's embedded database, for tests that check what was stored. */
  databaseUrl: string;
  /** The folder where the server's emails land (mailbox.ts). */
  mailDir: string;
}

interface Lent {
  address: ShopAddress;
  stop: () => Promise<void>;
}

/** A real server on its own database with demo content, its emails going to its own mailbox. */
async function startShop(): Promise<Lent> {
  const mailbox = await startMailbox();
  try {
    const server = await startShopServer({ smtpUrl: mailbox.url });
    return {
      address: { baseURL: server.baseURL, databaseUrl: server.databaseUrl, mailDir: mailbox.dir },
      stop: async () => {
        await server.stop();
        await mailbox.stop();
      },
    };
  } catch (error) {
    await mailbox.stop();
    throw error;
  }
}

/**
 * Lends each test worker a shop server of its own, started the first time the worker asks for it
 * and kept for every test file that worker runs next: files in different workers run at the same
 * time without sharing data, while files in one worker share one server, one after the other, as
 * they did when the whole suite ran on a single server. Runs in vitest's main process (global setup),
 * which stops every server at the end; workers ask over HTTP (`GET /?for=<worker>`, answered with
 * the server's ShopAddress once it is ready).
 */
export async function startShopServerPool(): Promise<{ url: string; stop: () => Promise<void> }> {
  const lent = new Map<string, Promise<Lent>>();
  const desk = http.createServer((request, response) => {
    const worker = new URL(request.url ?? '/', 'http://pool').searchParams.get('for') ?? '';
    let shop = lent.get(worker);
    if (!shop) {
      shop = startShop();
      lent.set(worker, shop);
    }
    shop.then(
      ({ address }) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(address));
      },
      (error: unknown) => {
        response.statusCode = 500;
        response.end(error instanceof Error ? error.message : String(error));
      },
    );
  });
  await new Promise<void>((resolve) => desk.listen(0, '127.0.0.1', resolve));
  const { port } = desk.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      desk.close();
      const shops = await Promise.allSettled(lent.values());
      await Promise.all(shops.map((shop) => (shop.status === 'fulfilled' ? shop.value.stop() : undefined)));
    },
  };
}
