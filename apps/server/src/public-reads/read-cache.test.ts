import { describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache.ts';

describe('ReadCache', () => {
  it('loads once for concurrent readers and serves the copy until it expires', async () => {
    const cache = new ReadCache(50);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([cache.get('parts', load), cache.get('parts', load)]);
    expect(a).toEqual({ n: 1 });
    expect(b).toBe(a);
    expect(cache.json('parts')).toBe('{"n":1}');
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.json('parts')).toBeUndefined();
    expect(await cache.get('parts', load)).toEqual({ n: 2 });
  });

  it('forgets entries at once when they are invalidated, even mid-load', async () => {
    const cache = new ReadCache(60_000);
    await cache.get('carousel:list', async () => 'old');
    cache.clear();
    expect(cache.json('carousel:list')).toBeUndefined();

    let release: (v: string) => void = () => {};
    const slow = cache.get('carousel:list', () => new Promise<string>((r) => (release = r)));
    cache.clear();
    release('loaded before the edit');
    expect(await slow).toBe('loaded before the edit');
    expect(cache.json('carousel:list')).toBeUndefined();
  });

  it('keeps the same value when a reload finds the same data, so pages made from it stay valid', async () => {
    const cache = new ReadCache(20);
    let price = '10.00';
    const load = async () => ({ price });
    const first = await cache.get('parts', load);
    await new Promise((r) => setTimeout(r, 30));
    expect(await cache.get('parts', load)).toBe(first);
    price = '12.00';
    await new Promise((r) => setTimeout(r, 30));
    const changed = await cache.get('parts', load);
    expect(changed).not.toBe(first);
    expect(changed).toEqual({ price: '12.00' });
  });

  it('tells whether a value is what a fresh entry holds, without loading', async () => {
    const cache = new ReadCache(40);
    const kept: [string, unknown][] = [];
    const watched = new ReadCache(40, { kept: (key, value) => kept.push([key, value]) });
    let price = '10.00';
    const load = async () => ({ price });
    const first = await watched.get('parts', load);
    expect(kept).toEqual([['parts', first]]);
    expect(watched.holds('parts', first)).toBe(true);
    expect(watched.holds('parts', { price: '10.00' })).toBe(false);
    expect(watched.holds('carousel', first)).toBe(false);
    // Expired: only a load can say, so not held (and nothing is loaded).
    await new Promise((r) => setTimeout(r, 50));
    expect(watched.holds('parts', first)).toBe(false);
    // Reloaded with the same data: the same value, held again; no new value to tell of.
    expect(await watched.get('parts', load)).toBe(first);
    expect(watched.holds('parts', first)).toBe(true);
    expect(kept).toHaveLength(1);
    price = '12.00';
    watched.clear();
    expect(watched.holds('parts', first)).toBe(false);
    const changed = await watched.get('parts', load);
    expect(kept).toEqual([
      ['parts', first],
      ['parts', changed],
    ]);
    // A cache that keeps nothing holds nothing.
    const none = new ReadCache(0);
    const value = await none.get('parts', load);
    expect(none.holds('parts', value)).toBe(false);
    expect(cache.holds('parts', value)).toBe(false);
  });

  it('loads an entry read near its end afresh in the background, so no one waits for its reload', async () => {
    const TTL_MS = 1000;
    const told: unknown[] = [];
    const cache = new ReadCache(TTL_MS, { kept: (_key, value) => told.push(value) });
    let loads = 0;
    let price = '10.00';
    const load = async () => {
      loads++;
      return { price };
    };
    const first = await cache.get('parts', load);
    // Read in its last fifth: answered from memory at once, and loaded afresh meanwhile.
    await new Promise((r) => setTimeout(r, TTL_MS * 0.85));
    expect(await cache.get('parts', load)).toBe(first);
    await vi.waitFor(() => expect(loads).toBe(2), { interval: 5 });
    // The same data: the same value, its time renewed past the first load's end.
    await new Promise((r) => setTimeout(r, TTL_MS * 0.4));
    expect(cache.holds('parts', first)).toBe(true);
    expect(loads).toBe(2);

    // Changed: reading it near its end (as a kept page does, without loading) brings the new value.
    price = '12.00';
    await vi.waitFor(() => expect(cache.holds('parts', first)).toBe(false), { interval: 5, timeout: TTL_MS * 2 });
    expect(loads).toBe(3);
    const changed = await cache.get('parts', load);
    expect(changed).toEqual({ price: '12.00' });
    expect(told).toEqual([first, changed]);
    expect(loads).toBe(3);
  });

  it('keeps no background load that an edit overtook', async () => {
    const cache = new ReadCache(1000);
    let release: (value: string) => void = () => {};
    let loads = 0;
    const load = () => {
      loads++;
      return loads === 1 ? Promise.resolve('first') : new Promise<string>((r) => (release = r));
    };
    expect(await cache.get('carousel', load)).toBe('first');
    await new Promise((r) => setTimeout(r, 850));
    expect(await cache.get('carousel', load)).toBe('first');
    expect(loads).toBe(2);
    cache.clear();
    release('loaded before the edit');
    await new Promise((r) => setTimeout(r, 5));
    expect(cache.json('carousel')).toBeUndefined();
  });
});
