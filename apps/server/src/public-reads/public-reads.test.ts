import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { CarouselImage } from '../carousel/carousel-image.entity.ts';

describe('public reads', () => {
  let t: TestApp;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_CACHE_TTL_MS: '60000' } });
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const titles = async () => ({
    rest: (await t.app.inject('/api/carousel-images')).json().map((s: { title: string }) => s.title),
    rpc: (await t.app.inject('/trpc/carousel.list')).json().result.data.json.map((s: { title: string }) => s.title),
  });

  it('serve REST and tRPC the same slides from memory, and show a manager’s edit on both at once', async () => {
    const before = await titles();
    expect(before.rpc).toEqual(before.rest);

    // A row changed behind the server's back waits for the cache to expire...
    const em = t.em();
    const first = await em.findOneOrFail(CarouselImage, { isActive: true }, { orderBy: { order: 'asc', id: 'asc' } });
    first.title = 'Changed in the database';
    await em.flush();
    expect(await titles()).toEqual(before);

    // ...while an edit through the dashboard shows on every door at once.
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/carousel-images/${first.id}`,
      headers: manager,
      payload: { title: 'Edited by a manager' },
    });
    expect(edited.statusCode).toBe(200);
    const after = await titles();
    expect(after.rest[0]).toBe('Edited by a manager');
    expect(after.rpc).toEqual(after.rest);
  });
});
