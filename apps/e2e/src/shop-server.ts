import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '@shop/server/runtime-flags';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ShopServer {
  baseURL: string;
  /** The embedded database, for tests that check what was stored. */
  databaseUrl: string;
  /** The server's process id (the benchmark reads its memory). */
  pid: number;
  /** False once the server has exited (a benchmark that overloads it notices). */
  running: () => boolean;
  stop: () => Promise<void>;
}

/**
 * Starts the real server, as `pnpm start` would, on its own embedded database with demo content,
 * serving the production build of the web app (E2E_WEB_DIST, or apps/web/dist), sending its
 * emails to `smtpUrl` when given. Its data folder is made and removed with it, unless `dataDir`
 * is given: then the caller owns it (to start a server again on the same database).
 */
export async function startShopServer({
  smtpUrl,
  dataDir: ownDir,
}: {
  smtpUrl?: string;
  dataDir?: string;
} = {}): Promise<ShopServer> {
  const webDist = process.env.E2E_WEB_DIST || path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} has no index.html: build the web app first (pnpm build)`);
  }
  const dataDir = ownDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _external, ...env } = process.env;
  const server: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/src/main.ts')],
    {
      env: {
        ...env,
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: baseURL,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
        ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited on start:\n${output}`);
    const ok = await fetch(`${baseURL}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`The server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const password = fs.readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  return {
    baseURL,
    databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/shop`,
    pid: server.pid as number,
    running: () => server.exitCode === null && server.signalCode === null,
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      if (!ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
