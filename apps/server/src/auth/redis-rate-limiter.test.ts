import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { freePort } from '../../test/postgres.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';

/** A real Redis for these tests: `redis-server` from the system (CI installs it). */
function findRedisServer(): string | undefined {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}
const redisServer = findRedisServer();

async function startRedis(binary: string, port: number): Promise<ChildProcess> {
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error('redis-server did not start');
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

const WINDOW = 60_000;

describe.skipIf(!redisServer)('rate limits shared through Redis (REDIS_URL)', () => {
  let redis: ChildProcess;
  let port: number;
  let url: string;
  beforeAll(async () => {
    port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = await startRedis(redisServer as string, port);
  });
  afterAll(async () => {
    await stopRedis(redis);
  });

  it('counts one limit across app servers, with the time left until it lifts', async () => {
    const serverA = new RedisRateLimiter(url);
    const serverB = new RedisRateLimiter(url);
    try {
      expect((await serverA.hit('shared', 3, WINDOW)).allowed).toBe(true);
      expect((await serverB.hit('shared', 3, WINDOW)).allowed).toBe(true);
      expect((await serverA.hit('shared', 3, WINDOW)).allowed).toBe(true);
      const fourth = await serverB.hit('shared', 3, WINDOW);
      expect(fourth.allowed).toBe(false);
      expect(fourth.retryAfterSeconds).toBeGreaterThan(55);
      expect(fourth.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect((await serverA.peek('shared', 3)).allowed).toBe(false);
      // Another key is counted apart.
      expect((await serverA.peek('other', 3)).allowed).toBe(true);
    } finally {
      await Promise.all([serverA.close(), serverB.close()]);
    }
  });

  it('looks without counting, forgets a key on reset, and lifts the limit when the window ends', async () => {
    const limiter = new RedisRateLimiter(url);
    try {
      await limiter.hit('peeked', 2, WINDOW);
      for (let i = 0; i < 5; i++) expect((await limiter.peek('peeked', 2)).allowed).toBe(true);
      await limiter.hit('peeked', 2, WINDOW);
      expect((await limiter.peek('peeked', 2)).allowed).toBe(false);
      await limiter.reset('peeked');
      expect((await limiter.peek('peeked', 2)).allowed).toBe(true);

      await limiter.hit('short', 1, 300);
      expect((await limiter.hit('short', 1, 300)).allowed).toBe(false);
      await new Promise((r) => setTimeout(r, 400));
      expect((await limiter.hit('short', 1, 300)).allowed).toBe(true);
    } finally {
      await limiter.close();
    }
  });

  it('keeps limiting in memory while Redis is away, says so once, and shares again when it is back', async () => {
    const limiter = new RedisRateLimiter(url);
    const said: string[] = [];
    limiter.useLogger({ warn: (_d, message) => said.push(message), info: (message) => said.push(message) });
    try {
      expect((await limiter.hit('warmup', 5, WINDOW)).allowed).toBe(true);
      await stopRedis(redis);
      expect((await limiter.hit('outage', 2, WINDOW)).allowed).toBe(true);
      expect((await limiter.hit('outage', 2, WINDOW)).allowed).toBe(true);
      expect((await limiter.hit('outage', 2, WINDOW)).allowed).toBe(false);
      expect(said).toEqual(['rate limits: Redis unreachable, counting in memory meanwhile']);

      redis = await startRedis(redisServer as string, port);
      const other = new RedisRateLimiter(url);
      try {
        // The client reconnects by itself; the next call that reaches Redis says so.
        await expect
          .poll(
            async () => {
              await limiter.peek('after', 2);
              return said.at(-1);
            },
            { timeout: 5000 },
          )
          .toBe('rate limits: Redis reachable again');
        // Counted in Redis again: the other server sees it.
        await limiter.hit('after', 2, WINDOW);
        await limiter.hit('after', 2, WINDOW);
        expect((await other.peek('after', 2)).allowed).toBe(false);
      } finally {
        await other.close();
      }
    } finally {
      await limiter.close();
    }
  });

  it('limits contact messages across two app servers on one Redis', async () => {
    const env = { REDIS_URL: url };
    const [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
    try {
      const message = {
        name: 'Karen Lee',
        email: 'karen@example.com',
        phone: '(702) 555-0101',
        subject: 'Transmission noise',
        message: 'My car whines when it shifts into third gear.',
      };
      const send = (app: typeof a) =>
        app.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: '10.77.0.1' });
      for (let i = 0; i < 5; i++) expect((await send(i % 2 ? a : b)).statusCode).toBe(201);
      const sixth = await send(a);
      expect(sixth.statusCode).toBe(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
