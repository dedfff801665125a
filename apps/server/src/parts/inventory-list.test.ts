import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Part } from './part.entity.ts';

/** What `GET /api/admin/parts` answers with `limit` or `cursor`. */
interface InventoryPage {
  items: { id: number; name: string; status: string; category: string; price: string; createdAt: string }[];
  total: number;
  nextCursor: string | null;
  previousCursor: string | null;
  statusCounts: Record<string, number>;
}

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = await t.bearer('manager');
  const em = t.em();
  // Without the demo parts, each test knows every part there is.
  await em.nativeDelete(Part, {});
  const parts: Partial<Part>[] = [
    {
      name: 'Balatas de cerámica',
      category: 'Brakes',
      description: 'Ceramic brake pads, front axle',
      brand: 'Akebono',
      partNumber: 'ACT-787',
    },
    { name: 'Brake caliper', category: 'Brakes', status: 'sold', soldTo: 'Ana', salePrice: '60.00' },
    {
      name: 'Radiator',
      category: 'Cooling',
      description: 'Aluminium core',
      descriptionEs: 'Núcleo de aluminio, tanques de plástico',
      status: 'reserved',
    },
    { name: 'Remanufactured transmission', category: 'Transmissions', partNumber: '4L60E-R', brand: 'GM' },
    { name: 'Starter motor', category: 'Electrical', brand: 'Bosch', description: 'Fits 100% of 2010s Civics' },
  ];
  for (const part of parts) {
    em.create(Part, { price: '100.00', condition: 'used', status: 'available', isActive: true, ...part } as Part);
  }
  await em.flush();
});
afterAll(() => t.close());

const get = (query: string) => t.app.inject({ url: `/api/admin/parts?${query}`, headers: auth });
const page = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InventoryPage;
};
const names = (p: InventoryPage) => p.items.map((part) => part.name);

describe('the inventory, one page at a time', () => {
  it('narrows by status and category on the server, with the total and the count of each status', async () => {
    const all = await page('limit=25');
    expect(names(all)).toEqual([
      'Starter motor',
      'Remanufactured transmission',
      'Radiator',
      'Brake caliper',
      'Balatas de cerámica',
    ]);
    expect(all.total).toBe(5);
    expect(all.statusCounts).toEqual({ available: 3, sold: 1, reserved: 1 });
    expect(all.items[3]).toMatchObject({ soldTo: 'Ana', salePrice: '60.00', price: '100.00' });

    const sold = await page('limit=25&status=sold');
    expect(names(sold)).toEqual(['Brake caliper']);
    expect(sold.total).toBe(1);
    // The status filter's counts stay those of the other filters, so each status says what it holds.
    expect(sold.statusCounts).toEqual({ available: 3, sold: 1, reserved: 1 });

    const brakes = await page('limit=25&category=Brakes');
    expect(names(brakes)).toEqual(['Brake caliper', 'Balatas de cerámica']);
    expect(brakes.statusCounts).toEqual({ available: 1, sold: 1, reserved: 0 });
    expect(names(await page('limit=25&category=Brakes&status=available'))).toEqual(['Balatas de cerámica']);
    expect((await page('limit=25&category=Cooling&status=sold')).total).toBe(0);
  });

  it('searches names, both descriptions, brand and part number, ignoring case and accents', async () => {
    const found = async (q: string) => names(await page(`limit=25&q=${encodeURIComponent(q)}`));
    expect(await found('CERAMICA')).toEqual(['Balatas de cerámica']);
    expect(await found('núcleo de alumínio')).toEqual(['Radiator']);
    expect(await found('tanques')).toEqual(['Radiator']);
    expect(await found('4l60e')).toEqual(['Remanufactured transmission']);
    expect(await found('act-787')).toEqual(['Balatas de cerámica']);
    expect(await found('bosch')).toEqual(['Starter motor']);
    // What people type is looked for as typed: `%` and `_` are not wildcards.
    expect(await found('100%')).toEqual(['Starter motor']);
    expect(await found('%')).toEqual(['Starter motor']);
    expect(await found('_')).toEqual([]);
    const search = await page('limit=25&q=brake&status=available');
    expect(names(search)).toEqual(['Balatas de cerámica']);
    expect(search.statusCounts).toEqual({ available: 1, sold: 1, reserved: 0 });
  });

  it('neither repeats nor skips a part across pages while parts are added, and walks back', async () => {
    const em = t.em();
    for (let i = 1; i <= 30; i++) {
      em.create(Part, { name: `Paged gasket ${i}`, category: 'Engine', price: '5.00', condition: 'new' } as Part);
    }
    await em.flush();
    const seen: InventoryPage[] = [await page('limit=7&category=Engine')];
    expect(seen[0]?.total).toBe(30);
    let cursor = seen[0]?.nextCursor;
    let added = 0;
    while (cursor) {
      // A manager adds a part between every two pages: it goes on top, not into the pages ahead.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/parts',
        headers: auth,
        payload: { name: `Late gasket ${++added}`, category: 'Engine', price: '7' },
      });
      expect(res.statusCode).toBe(201);
      const next = await page(`limit=7&category=Engine&cursor=${cursor}`);
      seen.push(next);
      cursor = next.nextCursor;
    }
    const walked = seen.flatMap(names);
    expect(walked).toEqual(Array.from({ length: 30 }, (_, i) => `Paged gasket ${30 - i}`));
    expect(seen.map((p) => p.items.length)).toEqual([7, 7, 7, 7, 2]);

    const last = seen.at(-1) as InventoryPage;
    const back = await page(`limit=7&category=Engine&cursor=${last.previousCursor}`);
    expect(names(back)).toEqual(names(seen.at(-2) as InventoryPage));
    const newest = await page('limit=7&category=Engine');
    expect(names(newest)[0]).toBe(`Late gasket ${added}`);
    expect(newest.total).toBe(30 + added);
  });

  it('keeps each status’s count true through a sale, a hold, a delete and a bulk import, filtered or not', async () => {
    type Counts = { available: number; sold: number; reserved: number };
    const counts = async () => (await page('limit=1')).statusCounts as Counts;
    const counted = async () => {
      const rows = await t
        .em()
        .getConnection()
        .execute<{ status: string; n: string }[]>(`select status, count(*) as n from parts group by status`);
      return {
        available: 0,
        sold: 0,
        reserved: 0,
        ...Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])),
      } as Counts;
    };
    expect(await counts()).toEqual(await counted());
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parts',
      headers: auth,
      payload: { name: 'Tallied pump', category: 'Cooling', price: '30' },
    });
    const { id } = created.json() as { id: number };
    const before = await counts();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/parts/${id}/status`,
      headers: auth,
      payload: { status: 'reserved' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await counts()).toEqual({ ...before, available: before.available - 1, reserved: before.reserved + 1 });
    // An edit that keeps the status moves no count.
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/parts/${id}`,
      headers: auth,
      payload: { name: 'Tallied pump', category: 'Cooling', price: '32', brand: 'Gates', status: 'reserved' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await counts()).toEqual({ ...before, available: before.available - 1, reserved: before.reserved + 1 });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/parts/${id}`, headers: auth });
    expect(removed.statusCode).toBe(200);
    expect(await counts()).toEqual({ ...before, available: before.available - 1 });
    await t
      .em()
      .getConnection()
      .execute(
        `insert into parts (name, category, price, status, sold_to, sale_price)
         select 'Tallied filter ' || n, 'Cooling', 9, case when n % 4 = 0 then 'sold' else 'available' end,
                case when n % 4 = 0 then 'Bulk buyer' end, case when n % 4 = 0 then 8 end
         from generate_series(1, 40) n`,
      );
    expect(await counts()).toEqual(await counted());
    expect((await counts()).sold).toBe(before.sold + 10);
    // Narrowed by category, the counts are those of the category alone.
    expect((await page('limit=1&category=Cooling')).statusCounts).toEqual({ available: 30, sold: 10, reserved: 1 });
  });

  it('refuses a forged cursor and bad filter values with 400 and the contract’s message', async () => {
    const forged = Buffer.from(JSON.stringify(['n', 'not a number'])).toString('base64url');
    for (const query of [
      `limit=5&cursor=${forged}`,
      `cursor=${Buffer.from(JSON.stringify(['n', 1, 2])).toString('base64url')}`,
      'cursor=not*base64',
      'status=broken',
      'status=',
      'limit=0',
      'limit=101',
      'limit=ten',
      `q=${'a'.repeat(101)}`,
      'q=brake%0Apads',
      `category=${'c'.repeat(101)}`,
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues[0].message, query).toMatch(/^(This value isn't valid|This is too long|This contains)/);
    }
  });
});

describe('the whole inventory, as the spec’s REST path answers without paging parameters', () => {
  it('sends every part as one array, newest first and well formed, the same parts as its pages', async () => {
    // Thousands of parts in one statement, as an import would write them (created_at by SQL).
    await t
      .em()
      .getConnection()
      .execute(
        `insert into parts (name, category, price, part_number, status, created_at, updated_at)
       select 'Bulk bearing ' || n, 'Engine', 12.5, 'BB-' || n, case when n % 10 = 0 then 'sold' else 'available' end,
              date_trunc('milliseconds', now()) - n * interval '1 second', date_trunc('milliseconds', now())
       from generate_series(1, 5000) n`,
      );
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const whole = res.json() as InventoryPage['items'];
    const total = await t.em().count(Part, {});
    expect(whole).toHaveLength(total);
    expect(new Set(whole.map((p) => p.id)).size).toBe(total);
    const ids = whole.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const part of whole) {
      expect(part.price).toMatch(/^\d+\.\d{2}$/);
      expect(new Date(part.createdAt).toISOString()).toBe(part.createdAt);
    }
    expect(whole.filter((p) => p.name.startsWith('Bulk bearing '))).toHaveLength(5000);

    const first = await page('limit=100');
    expect(first.items).toEqual(whole.slice(0, 100));
    expect(first.total).toBe(total);

    // Filters narrow the whole list as they narrow pages.
    const sold = (await get('status=sold&category=Engine')).json() as InventoryPage['items'];
    expect(sold).toHaveLength(500);
    expect(sold.every((p) => p.status === 'sold' && p.category === 'Engine')).toBe(true);
    const found = (await get('q=bb-4999')).json() as InventoryPage['items'];
    expect(found.map((p) => p.name)).toEqual(['Bulk bearing 4999']);
  });

  it('pages parts whose created_at SQL wrote with microseconds (the order is the id)', async () => {
    await t
      .em()
      .getConnection()
      .execute(
        `insert into parts (name, category, price) select 'Raw seal ' || n, 'Cooling', 3 from generate_series(1, 12) n`,
      );
    const first = await page('limit=5&category=Cooling&q=raw seal');
    const second = await page(`limit=5&category=Cooling&q=raw seal&cursor=${first.nextCursor}`);
    const third = await page(`limit=5&category=Cooling&q=raw seal&cursor=${second.nextCursor}`);
    expect([...names(first), ...names(second), ...names(third)]).toEqual(
      Array.from({ length: 12 }, (_, i) => `Raw seal ${12 - i}`),
    );
    expect(third.nextCursor).toBeNull();
  });
});
