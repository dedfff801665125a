import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { CarouselImage } from '../carousel/carousel-image.entity.ts';
import { Part } from './part.entity.ts';

const PRIVATE = ['price', 'salePrice', 'soldTo', 'soldNotes', 'soldDate'];

describe('public reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('list active unsold parts and never a price, sale or buyer, on REST and tRPC', async () => {
    const em = t.em();
    const hidden = await em.findOneOrFail(Part, { status: 'available' }, { orderBy: { id: 'asc' } });
    hidden.isActive = false;
    await em.flush();

    const rest = await t.app.inject('/api/parts');
    const rpc = (await t.app.inject('/trpc/parts.list')).json().result.data.json;
    for (const list of [rest.json(), rpc] as Record<string, unknown>[][]) {
      expect(list.length).toBe(await t.em().count(Part, { isActive: true, status: { $ne: 'sold' } }));
      expect(list.some((p) => p.status === 'sold' || p.id === hidden.id)).toBe(false);
      for (const part of list) for (const field of PRIVATE) expect(part).not.toHaveProperty(field);
    }
    expect(rest.body).not.toMatch(/1450\.00|Luis Hernandez/);
  });

  it('lists only active carousel images, in their order', async () => {
    const em = t.em();
    const images = await em.find(CarouselImage, {}, { orderBy: { order: 'asc' } });
    images[0]!.isActive = false;
    images[2]!.order = 0;
    await em.flush();
    const list = (await t.app.inject('/api/carousel-images')).json() as { id: number }[];
    expect(list.map((i) => i.id)).toEqual([images[2]!.id, images[1]!.id]);
  });
});
