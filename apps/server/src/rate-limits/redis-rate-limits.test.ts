import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE } from '../../test/contact-message.ts';
import { createTestApp } from '../../test/harness.ts';
import { freePort } from '../../test/postgres.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { redisRateLimits } from './redis-rate-limits.ts';

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

/** Takes one attempt; answers whether it was allowed (the library rejects with its result when not). */
async function attempt(limiter: { consume(key: string): Promise<RateLimiterRes> }, key: string) {
  try {
    return { allowed: true, res: await limiter.consume(key) };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, res: rejection };
    throw rejection;
  }
}

const EMAIL_LIMIT = RATE_LIMITS.signInPerEmail.points;
const PAIR_LIMIT = RATE_LIMITS.signInPerEmailAndIp.points;

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
    const serverA = redisRateLimits(url);
    const serverB = redisRateLimits(url);
    await Promise.all([serverA.ready(), serverB.ready()]);
    try {
      for (let i = 0; i < EMAIL_LIMIT; i++) {
        expect((await attempt(i % 2 ? serverA.signInPerEmail : serverB.signInPerEmail, 'shared@x')).allowed).toBe(true);
      }
      const over = await attempt(serverA.signInPerEmail, 'shared@x');
      expect(over.allowed).toBe(false);
      expect(over.res.msBeforeNext).toBeGreaterThan((RATE_LIMITS.signInPerEmail.duration - 5) * 1000);
      expect(over.res.msBeforeNext).toBeLessThanOrEqual(RATE_LIMITS.signInPerEmail.duration * 1000);
      // Another key, and the same key under another limit, are counted apart.
      expect((await attempt(serverB.signInPerEmail, 'other@x')).allowed).toBe(true);
      expect((await attempt(serverB.contactPerEmail, 'shared@x')).allowed).toBe(true);
      // Deleting the key (a right password) lets the account try again on every server.
      await serverB.signInPerEmail.delete('shared@x');
      expect((await attempt(serverA.signInPerEmail, 'shared@x')).allowed).toBe(true);
    } finally {
      await Promise.all([serverA.close(), serverB.close()]);
    }
  });

  it('keeps limiting in memory while Redis is away, says so once, and shares again when it is back', async () => {
    const limits = redisRateLimits(url);
    const said: string[] = [];
    limits.useLogger({ warn: (_d, message) => said.push(message), info: (message) => said.push(message) });
    await limits.ready();
    try {
      expect((await attempt(limits.contactPerIp, 'warmup')).allowed).toBe(true);
      expect(said).toEqual([]);
      await stopRedis(redis);
      for (let i = 0; i < EMAIL_LIMIT; i++)
        expect((await attempt(limits.signInPerEmail, 'outage@x')).allowed).toBe(true);
      expect((await attempt(limits.signInPerEmail, 'outage@x')).allowed).toBe(false);
      expect(said).toEqual(['rate limits: Redis unreachable, counting in memory meanwhile']);

      redis = await startRedis(redisServer as string, port);
      const other = redisRateLimits(url);
      await other.ready();
      try {
        // The client reconnects by itself and says so.
        await expect.poll(() => said.at(-1), { timeout: 5000 }).toBe('rate limits: Redis reachable again');
        expect(said).toHaveLength(2);
        // Counted in Redis again: the other server sees it.
        for (let i = 0; i < EMAIL_LIMIT; i++) await attempt(limits.signInPerEmail, 'after@x');
        expect((await attempt(other.signInPerEmail, 'after@x')).allowed).toBe(false);
      } finally {
        await other.close();
      }
    } finally {
      await limits.close();
    }
  });

  it('checks only five of twelve wrong passwords sent at once to two app servers on one Redis', async () => {
    const env = { REDIS_URL: url };
    const [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
    try {
      const signIn = (app: typeof a, password: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'user@desertgear.example', password },
          remoteAddress: '10.78.0.1',
        });
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(i % 2 ? a : b, 'wrong-password')));
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([...Array(PAIR_LIMIT).fill(401), ...Array(12 - PAIR_LIMIT).fill(429)]);
      expect((await signIn(a, 'user-demo-2026')).statusCode).toBe(429);
      expect((await signIn(b, 'user-demo-2026')).statusCode).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("keeps the owner's browser signing in after a stranger's 50 failures from 50 addresses on two app servers", async () => {
    const env = { REDIS_URL: url };
    const [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
    try {
      const signIn = (app: typeof a, password: string, remoteAddress: string, cookie?: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'supervisor@desertgear.example', password },
          remoteAddress,
          ...(cookie ? { headers: { cookie } } : {}),
        });
      // The two test apps have databases of their own: each knows only the device cookies it signed.
      const first = await signIn(a, 'supervisor-demo-2026', '10.79.1.1');
      expect(first.statusCode).toBe(200);
      const cookie = String(first.headers['set-cookie']).split(';')[0] as string;
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => signIn(i % 2 ? a : b, 'wrong-password', `10.79.0.${i + 1}`)),
      );
      expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(EMAIL_LIMIT);
      expect((await signIn(b, 'supervisor-demo-2026', '10.79.2.1')).statusCode).toBe(429);
      expect((await signIn(a, 'supervisor-demo-2026', '10.79.2.2', cookie)).statusCode).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('limits contact messages across two app servers on one Redis', async () => {
    const env = { REDIS_URL: url };
    const [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
    try {
      const message = { ...CONTACT_MESSAGE, phone: '(702) 555-0101' };
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
