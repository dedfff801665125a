import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRateLimiter } from './rate-limiter.ts';

describe('MemoryRateLimiter', () => {
  afterEach(() => vi.useRealTimers());

  it('allows `limit` events per window, then says how long to wait', async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
    expect(await limiter.peek('k', 3)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    vi.setSystemTime(15_500);
    expect(await limiter.hit('k', 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 45 });
  });

  it('starts afresh when the window ends, and keeps keys apart', async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = new MemoryRateLimiter();
    await limiter.hit('a', 1, 1000);
    expect((await limiter.peek('a', 1)).allowed).toBe(false);
    expect(await limiter.peek('b', 1)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    vi.setSystemTime(1000);
    expect((await limiter.peek('a', 1)).allowed).toBe(true);
    expect((await limiter.hit('a', 1, 1000)).allowed).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const limiter = new MemoryRateLimiter();
    await limiter.hit('k', 1, 60_000);
    await limiter.reset('k');
    expect((await limiter.peek('k', 1)).allowed).toBe(true);
  });
});
