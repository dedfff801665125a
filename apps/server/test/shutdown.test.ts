import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareShutdown } from '../src/shutdown.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { connectRaw, within } from './sockets.ts';

interface Answer {
  status: number;
  connectionClose: boolean;
  /** The request was written after shutdown began. */
  writtenWhileDraining: boolean;
}

interface Conversation {
  answers: Answer[];
  /** Settles when the connection ends: `lost` is true when a request written on it got no answer. */
  ended: Promise<{ lost: boolean; error?: string }>;
}

/**
 * A keep-alive client that sends its next request `pauseMs` or less after an answer arrives (0: at
 * once), as a browser loading a page's resources does, until an answer says `Connection: close`.
 */
function converse(port: number, paths: string[], draining: () => boolean, pauseMs: number): Conversation {
  const socket = net.connect(port, '127.0.0.1');
  const answers: Answer[] = [];
  let buffer = Buffer.alloc(0);
  let waiting: { whileDraining: boolean } | null = null;
  let error: string | undefined;
  const send = () => {
    const path = paths[answers.length % paths.length];
    waiting = { whileDraining: draining() };
    socket.write(`GET ${path} HTTP/1.1\r\nHost: shop.example\r\n\r\n`);
  };
  socket.once('connect', send);
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0 || !waiting) return;
      const head = buffer.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (buffer.length < end + 4 + length) return;
      buffer = buffer.subarray(end + 4 + length);
      const connectionClose = /\r\nconnection: *close/i.test(head);
      answers.push({
        status: Number(head.split(' ')[1]),
        connectionClose,
        writtenWhileDraining: waiting.whileDraining,
      });
      waiting = null;
      if (connectionClose) continue;
      if (pauseMs === 0) send();
      else setTimeout(send, (answers.length * 7) % pauseMs);
    }
  });
  socket.on('error', (e: NodeJS.ErrnoException) => {
    error = e.code ?? e.message;
  });
  const ended = new Promise<{ lost: boolean; error?: string }>((resolve) =>
    socket.once('close', () => resolve({ lost: waiting !== null, error })),
  );
  return { answers, ended };
}

describe('stopping the server (SIGTERM)', () => {
  let t: TestApp;
  let port: number;
  let shutdown: (reason: string) => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, env: { TRUST_PROXY: 'true' } });
    shutdown = prepareShutdown(t.app, { timeoutMs: 8000, closeDatabase: async () => {}, log: t.infra.log });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers every request sent on an open keep-alive connection, tells clients to go, and closes idle ones', async () => {
    let draining = false;
    // Some send at once, some pause a little, some a while (so they are between requests when the signal comes).
    const busy = Array.from({ length: 12 }, (_, n) =>
      converse(port, ['/api/health', '/api/settings'], () => draining, [0, 20, 200][n % 3] ?? 0),
    );

    const idle = await Promise.all(Array.from({ length: 3 }, () => connectRaw(port)));
    for (const client of idle) client.socket.write('GET /api/health HTTP/1.1\r\nHost: shop.example\r\n\r\n');

    // A visitor's message whose body is still arriving when the signal comes.
    const body = JSON.stringify({
      name: 'Late Visitor',
      email: 'late@example.com',
      phone: '7025550100',
      subject: 'Sent during a restart',
      message: 'Please call me back about my brakes.',
      website: '',
    });
    const sender = await connectRaw(port);
    sender.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const sending = sender.trickle(body, Math.ceil(body.length / 8), 150);

    const answered = () => busy.reduce((n, c) => n + c.answers.length, 0);
    await within(
      (async () => {
        while (answered() < 60) await new Promise((r) => setTimeout(r, 10));
      })(),
      8000,
      'traffic before the signal',
    );

    draining = true;
    await within(shutdown('SIGTERM'), 10_000, 'the shutdown');

    const ends = await Promise.all(busy.map((c) => c.ended));
    expect(ends.filter((e) => e.lost || e.error)).toEqual([]);
    expect(busy.flatMap((c) => c.answers.filter((a) => a.status !== 200))).toEqual([]);
    expect(busy.every((c) => c.answers.at(-1)?.connectionClose)).toBe(true);
    const duringDrain = busy.flatMap((c) => c.answers.filter((a) => a.writtenWhileDraining));
    expect(duringDrain.length).toBeGreaterThan(0);
    expect(duringDrain.every((a) => a.connectionClose)).toBe(true);

    for (const client of idle) {
      await client.closed;
      expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    }

    expect(await sending).toBe(body.length);
    await sender.closed;
    expect(sender.received()).toMatch(/^HTTP\/1\.1 201 /);
    expect(sender.received()).toMatch(/\r\nconnection: close/i);

    const refused = await new Promise<string | undefined>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(undefined);
      });
      socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code));
    });
    expect(refused).toBe('ECONNREFUSED');
  });
});
