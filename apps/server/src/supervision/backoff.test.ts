import { describe, expect, it } from 'vitest';
import { Backoff } from './backoff.ts';

describe('the restart backoff', () => {
  it('doubles from half a second up to 30 s while the process keeps dying, and starts over after a good minute', () => {
    const backoff = new Backoff();
    const quickDeaths = Array.from({ length: 9 }, () => backoff.after(2000));
    expect(quickDeaths).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(backoff.after(0)).toBe(30_000);
    expect(backoff.after(61_000)).toBe(500);
    expect(backoff.after(1000)).toBe(1000);
  });
});
