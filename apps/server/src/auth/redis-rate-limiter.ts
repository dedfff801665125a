import { Redis } from 'ioredis';
import { type LimiterLog, MemoryRateLimiter, type RateLimiter, type RateLimitState } from './rate-limiter.ts';

/** Counts one event and starts the window on the first; answers the count and the time left. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

const state = (allowed: boolean, msLeft: number): RateLimitState => ({
  allowed,
  retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
});

/**
 * The rate limits shared by every app server (REDIS_URL): one counter per key in Redis, expiring
 * with its window. While Redis cannot be reached, each server counts in its own memory instead:
 * sign-in and the contact form keep working, and keep a limit.
 */
export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis;
  readonly #fallback = new MemoryRateLimiter();
  #log: LimiterLog | undefined;
  /** Whether the last call to Redis failed: trouble is reported when it starts and when it ends. */
  #down = false;

  constructor(url: string) {
    this.#redis = new Redis(url, {
      keyPrefix: 'shop:rate:',
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
    });
    this.#redis.once('ready', () => {
      this.#connectedOnce = true;
    });
    // Connection errors show in the calls that fail (see #failed); the client reconnects by itself.
    this.#redis.on('error', () => {});
  }

  /** Set once connected: from then on a lost connection is not waited for (the fallback answers). */
  #connectedOnce = false;

  /** Runs `call` in Redis; while a connection it had is lost, throws at once instead of waiting. */
  async #inRedis<T>(call: (redis: Redis) => Promise<T>): Promise<T> {
    if (this.#connectedOnce && this.#redis.status !== 'ready') throw new Error(`Redis is ${this.#redis.status}`);
    const result = await call(this.#redis);
    this.#answered();
    return result;
  }

  useLogger(log: LimiterLog): void {
    this.#log = log;
  }

  #failed(error: unknown): void {
    if (!this.#down) this.#log?.warn({ err: error }, 'rate limits: Redis unreachable, counting in memory meanwhile');
    this.#down = true;
  }

  #answered(): void {
    if (this.#down) this.#log?.info('rate limits: Redis reachable again');
    this.#down = false;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitState> {
    try {
      const [count, msLeft] = (await this.#inRedis((r) => r.eval(HIT, 1, key, windowMs))) as [number, number];
      return state(count <= limit, msLeft);
    } catch (error) {
      this.#failed(error);
      return this.#fallback.hit(key, limit, windowMs);
    }
  }

  async peek(key: string, limit: number): Promise<RateLimitState> {
    try {
      const [count, msLeft] = await this.#inRedis((r) => Promise.all([r.get(key), r.pttl(key)]));
      if (count === null || msLeft <= 0) return { allowed: true, retryAfterSeconds: 0 };
      return state(Number(count) < limit, msLeft);
    } catch (error) {
      this.#failed(error);
      return this.#fallback.peek(key, limit);
    }
  }

  async reset(key: string): Promise<void> {
    await this.#fallback.reset(key);
    try {
      await this.#inRedis((r) => r.del(key));
    } catch (error) {
      this.#failed(error);
    }
  }

  async close(): Promise<void> {
    this.#redis.disconnect();
  }
}
