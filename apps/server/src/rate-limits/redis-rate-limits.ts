import { Redis } from 'ioredis';
import { type IRateLimiterOptions, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { eachLimit, keyPrefix, type LimiterLog, RATE_LIMITS, type RateLimits } from './rate-limits.ts';

/** Counts in this server's memory whenever Redis can't answer, and says so when it starts to. */
class CountingInMemory extends RateLimiterMemory {
  readonly #onUse: () => void;
  constructor(opts: IRateLimiterOptions, onUse: () => void) {
    super(opts);
    this.#onUse = onUse;
  }
  // Every decision starts with a consume, so this is where an outage first shows.
  override consume(...args: Parameters<RateLimiterMemory['consume']>): ReturnType<RateLimiterMemory['consume']> {
    this.#onUse();
    return super.consume(...args);
  }
}

/**
 * The limits shared by every app server (REDIS_URL): one atomic counter per key in Redis,
 * expiring with its window. While Redis can't be reached each server counts in its own memory
 * instead, so sign-in and the contact form keep working and keep a limit. The operator hears once
 * when that starts and once when Redis is back.
 */
export function redisRateLimits(url: string): RateLimits {
  const redis = new Redis(url, {
    keyPrefix: 'shop:rate:',
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  // Until the first attempt to connect ends, calls would count in memory: the server waits for it.
  const firstAttempt = new Promise<void>((settle) => {
    redis.once('ready', () => settle());
    redis.once('error', () => settle());
  });
  let log: LimiterLog | undefined;
  let away = false;
  // Connection errors show as calls answered from memory; the client reconnects by itself.
  redis.on('error', () => {});
  redis.on('ready', () => {
    if (away) log?.info('rate limits: Redis reachable again');
    away = false;
  });
  const countingInMemory = () => {
    if (!away) log?.warn({ redis: redis.status }, 'rate limits: Redis unreachable, counting in memory meanwhile');
    away = true;
  };

  return {
    ...eachLimit((name) => {
      const options = { ...RATE_LIMITS[name], keyPrefix: keyPrefix(name) };
      return new RateLimiterRedis({
        ...options,
        storeClient: redis,
        // While the connection is lost, answer from memory at once instead of queueing the call.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new CountingInMemory(options, countingInMemory),
      });
    }),
    useLogger: (logger) => {
      log = logger;
    },
    ready: () => firstAttempt,
    close: async () => {
      redis.disconnect();
    },
  };
}
