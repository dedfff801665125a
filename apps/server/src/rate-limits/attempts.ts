import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { Refusal } from '../refusal.ts';

/**
 * Takes one attempt from `key`'s allowance before the work it guards, in one atomic step, so
 * attempts made at the same moment can't all pass. Throws the `rate-limited` refusal when none is left.
 */
export async function takeAttempt(limiter: RateLimiterAbstract, key: string, refusal: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    // The library rejects with its result when the allowance is spent, with an Error on failure.
    if (rejection instanceof RateLimiterRes) {
      throw new Refusal('rate-limited', refusal, Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    }
    throw rejection;
  }
}
