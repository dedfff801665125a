import zlib from 'node:zlib';
import { englishMessages, PAGE_SIZES } from '@shop/contract';
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
    const rpc = (await t.app.inject(`/trpc/parts.list?input=${encodeURIComponent('{"json":{"limit":100}}')}`)).json()
      .result.data.json.items;
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

describe('the catalogue searched, filtered and paged in the database', () => {
  let t: TestApp;
  const page = async (query: string) => {
    const res = await t.app.inject(`/api/parts?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      items: { id: number; name: string; category: string }[];
      total: number;
      page: number;
      pageCount: number;
    };
  };
  const names = async (query: string) => (await page(query)).items.map((p) => p.name);

  beforeAll(async () => {
    t = await createTestApp({ demo: false, env: { PUBLIC_CACHE_TTL_MS: '60000' } });
    const em = t.em();
    em.create(Part, {
      name: 'Transmisión 4L60E reconstruida',
      category: 'Transmissions',
      price: '1450.00',
      partNumber: '4L60E-R',
      brand: 'GM',
    });
    em.create(Part, {
      name: 'Alternator 160A',
      description: 'Remanufactured',
      descriptionEs: 'Alternador remanufacturado',
      category: 'Electrical',
      price: '189.00',
      brand: 'Bosch',
      partNumber: 'AL-160',
    });
    em.create(Part, {
      name: 'Brake rotor',
      category: 'Brakes',
      price: '40.00',
      brand: 'Brembo',
      partNumber: '100%_OFF',
    });
    em.create(Part, { name: 'Sold gearbox', category: 'Transmissions', price: '10.00', status: 'sold' });
    em.create(Part, { name: 'Hidden gearbox', category: 'Transmissions', price: '10.00', isActive: false });
    // 60 more, to page through.
    for (let i = 0; i < 60; i++) {
      em.create(Part, { name: `Engine mount ${String(i).padStart(2, '0')}`, category: 'Engine', price: '20.00' });
    }
    await em.flush();
  });
  afterAll(() => t.close());

  it('finds words in either language whatever the case and accents, part numbers inside longer ones, and category names', async () => {
    expect(await names('q=transmision')).toEqual(['Transmisión 4L60E reconstruida']);
    expect(await names('q=TRANSMISIÓN&lang=es')).toEqual(['Transmisión 4L60E reconstruida']);
    expect(await names('q=4L60')).toEqual(['Transmisión 4L60E reconstruida']);
    expect(await names('q=al-160')).toEqual(['Alternator 160A']);
    // The Spanish description, from the English page too.
    expect(await names('q=alternador')).toEqual(['Alternator 160A']);
    // A category by its Spanish name: "Frenos" is Brakes.
    expect(await names('q=frenos')).toEqual(['Brake rotor']);
    expect(await names('q=electrico&lang=es')).toEqual(['Alternator 160A']);
    // `%` and `_` are letters in a search, not wildcards.
    expect(await names('q=100%25_')).toEqual(['Brake rotor']);
    expect(await names('q=0%25')).toEqual(['Brake rotor']);
    expect(await names('q=%25')).toEqual(['Brake rotor']);
    // Sold and hidden parts are never found.
    expect(await names('q=gearbox')).toEqual([]);
  });

  it('filters by a category named in English or Spanish, and labels it in the page’s language', async () => {
    expect((await page('category=Transmissions')).items.map((p) => p.category)).toEqual(['Transmissions']);
    const spanish = await page('category=transmisiones&lang=es');
    expect(spanish.items.map((p) => p.category)).toEqual(['Transmisiones']);
    expect((await page('category=Engine&q=mount 07')).items.map((p) => p.name)).toEqual(['Engine mount 07']);
    expect((await page('category=Brakes&q=alternator')).total).toBe(0);
    // The filter's list: categories with parts on offer, by English name, labelled in the language.
    const offered = (await t.app.inject('/api/part-categories?lang=es')).json();
    expect(offered).toEqual([
      { value: 'Brakes', label: 'Frenos' },
      { value: 'Electrical', label: 'Sistema eléctrico' },
      { value: 'Engine', label: 'Motor' },
      { value: 'Transmissions', label: 'Transmisiones' },
    ]);
  });

  it('pages the list in its order with totals, no part twice, and an empty page past the end', async () => {
    const first = await page('page=1');
    expect(first).toMatchObject({ total: 63, page: 1, pageCount: 4 });
    expect(first.items).toHaveLength(PAGE_SIZES.catalogue);
    const seen = [...first.items];
    for (const n of [2, 3, 4]) seen.push(...(await page(`page=${n}`)).items);
    expect(seen).toHaveLength(63);
    expect(new Set(seen.map((p) => p.id)).size).toBe(63);
    const whole = (await t.app.inject('/api/parts')).json() as { id: number }[];
    expect(seen.map((p) => p.id)).toEqual(whole.map((p) => p.id));
    expect(await page('page=5')).toMatchObject({ items: [], total: 63, page: 5, pageCount: 4 });
    expect((await page('q=engine&limit=50&page=2')).items.map((p) => p.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Engine mount ${50 + i}`),
    );
    // tRPC answers the same pages.
    const rpc = await t.app.inject(`/trpc/parts.list?input=${encodeURIComponent('{"json":{"page":2,"lang":"es"}}')}`);
    expect(rpc.json().result.data.json.items.map((p: { id: number }) => p.id)).toEqual(
      (await page('page=2&lang=es')).items.map((p) => p.id),
    );
  });

  it('answers the whole list without paging, compressed while it streams, and the same plain', async () => {
    const br = await t.app.inject({ url: '/api/parts?lang=es', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject('/api/parts?lang=es');
    expect(plain.json()).toEqual(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()));
    expect(plain.json()).toHaveLength(63);
  });

  it.each([
    'page=0',
    'page=abc',
    'page=1.5',
    'limit=1000',
    'limit=0',
    `q=${'x'.repeat(101)}`,
    'q=brake%07',
    'category=%00',
  ])('refuses %s with the contract’s message', async (query) => {
    const res = await t.app.inject(`/api/parts?${query}`);
    expect(res.statusCode).toBe(400);
    const { issues } = res.json() as { issues: { message: string }[] };
    for (const issue of issues) expect(Object.values(englishMessages)).toContain(issue.message);
  });
});
