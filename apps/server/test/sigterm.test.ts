import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './harness.ts';
import { freePort } from './postgres.ts';
import { connectRaw, within } from './sockets.ts';

const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

describe('the server process on SIGTERM', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ChildProcess;
  let port: number;
  let output = '';
  beforeAll(async () => {
    db = await createTestDatabase();
    port = await freePort();
    server = spawn(process.execPath, [serverMain], {
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (d) => (output += d));
    server.stderr?.on('data', (d) => (output += d));
    const ready = async () => {
      for (;;) {
        if (server.exitCode !== null) throw new Error(`The server exited on start:\n${output}`);
        const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await within(ready(), 30_000, 'the server starting');
  }, 40_000);
  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await db.drop();
  });

  it('finishes the message being sent, closes its idle connections and exits 0', async () => {
    const idle = await connectRaw(port);
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: shop.example\r\n\r\n');
    await within(
      (async () => {
        while (!idle.received().includes('"status":"ok"')) await new Promise((r) => setTimeout(r, 10));
      })(),
      5000,
      'the first answer',
    );

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
    const exited = once(server, 'exit');
    const sending = sender.trickle(body, Math.ceil(body.length / 6), 150);
    server.kill('SIGTERM');

    expect(await sending).toBe(body.length);
    const [code] = await within(exited, 15_000, 'the process exiting');
    expect(code).toBe(0);
    await idle.closed;
    await sender.closed;
    expect(sender.received()).toMatch(/^HTTP\/1\.1 201 /);
    expect(sender.received()).toMatch(/\r\nconnection: close/i);
  });
});
