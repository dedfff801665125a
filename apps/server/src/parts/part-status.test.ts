import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Part } from './part.entity.ts';

describe('a part’s status, reserved and back, and undoing a sale', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_CACHE_TTL_MS: '60000' } });
    auth = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers: auth, payload });
  const inCatalogue = async (id: number) =>
    (await t.app.inject('/api/parts')).json().some((p: { id: number }) => p.id === id);

  it('stores prices as people type them: "$1,200" as 1200.00, "1200.5" as 1200.50, for parts and sales', async () => {
    const res = await call('POST', '/api/admin/parts', {
      name: 'Torque converter',
      category: 'Transmissions',
      price: '$1,200',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect((await t.em().findOneOrFail(Part, { id })).price).toBe('1200.00');
    await call('PATCH', `/api/admin/parts/${id}`, {
      name: 'Torque converter',
      category: 'Transmissions',
      price: '1200.5',
    });
    expect((await t.em().findOneOrFail(Part, { id })).price).toBe('1200.50');
    await call('PATCH', `/api/admin/parts/${id}/sold`, { salePrice: '$1,150', soldTo: 'R. Gomez' });
    expect((await t.em().findOneOrFail(Part, { id })).salePrice).toBe('1150.00');
    const junk = await call('POST', '/api/admin/parts', { name: 'Junk', category: 'Misc', price: '$-5' });
    expect(junk.json().issues[0].message).toBe('Price must be a valid positive number');
  });

  it('undoing a sale puts the part back on offer and clears the sale price, buyer, notes and date', async () => {
    const part = await t.em().findOneOrFail(Part, { name: 'Torque converter' });
    expect(part.status).toBe('sold');
    expect(await inCatalogue(part.id)).toBe(false);
    const res = await call('PATCH', `/api/admin/parts/${part.id}/status`, { status: 'available' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'available',
      salePrice: null,
      soldTo: null,
      soldNotes: null,
      soldDate: null,
    });
    expect(await t.em().findOneOrFail(Part, { id: part.id })).toMatchObject({
      status: 'available',
      salePrice: null,
      soldTo: null,
      soldDate: null,
    });
    expect(await inCatalogue(part.id)).toBe(true);
  });

  it('a manager reserves an available part and puts it back; a sold part can’t be reserved', async () => {
    const part = await t.em().findOneOrFail(Part, { name: 'Torque converter' });
    const reserved = await call('PATCH', `/api/admin/parts/${part.id}/status`, { status: 'reserved' });
    expect(reserved.json()).toMatchObject({ status: 'reserved' });
    const catalogue = (await t.app.inject('/api/parts')).json();
    expect(catalogue.find((p: { id: number }) => p.id === part.id)?.status).toBe('reserved');
    expect((await call('PATCH', `/api/admin/parts/${part.id}/status`, { status: 'available' })).json().status).toBe(
      'available',
    );

    await call('PATCH', `/api/admin/parts/${part.id}/sold`, { salePrice: '900', soldTo: 'Ana' });
    const refused = await call('PATCH', `/api/admin/parts/${part.id}/status`, { status: 'reserved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A sold part can’t be reserved; undo the sale first');
    const sold = await call('PATCH', `/api/admin/parts/${part.id}/status`, { status: 'sold' });
    expect(sold.statusCode).toBe(400);
  });

  it('PATCH /api/admin/parts/{id} takes `status` as the status door does, on REST and tRPC', async () => {
    const fields = { name: 'Brake booster', category: 'Brakes', price: '95' };
    const { id } = (await call('POST', '/api/admin/parts', fields)).json();
    const reserved = await call('PATCH', `/api/admin/parts/${id}`, { ...fields, price: '99', status: 'reserved' });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json()).toMatchObject({ status: 'reserved', price: '99.00' });

    // Sold only comes with a sale, through its own door.
    const sold = await call('PATCH', `/api/admin/parts/${id}`, { ...fields, status: 'sold' });
    expect(sold.statusCode).toBe(400);
    expect(sold.json().issues).toEqual([{ path: 'status', message: "This value isn't valid", key: 'invalidValue' }]);

    await call('PATCH', `/api/admin/parts/${id}`, { ...fields, status: 'available' });
    expect(
      (await call('PATCH', `/api/admin/parts/${id}/sold`, { salePrice: '90', soldTo: 'M. Ortiz' })).statusCode,
    ).toBe(200);
    // A sold part can't be reserved, and nothing else of the change is kept either.
    const reserveSold = await call('PATCH', `/api/admin/parts/${id}`, {
      ...fields,
      name: 'Renamed',
      status: 'reserved',
    });
    expect(reserveSold.statusCode).toBe(409);
    expect(await t.em().findOneOrFail(Part, { id })).toMatchObject({ status: 'sold', name: 'Brake booster' });

    // Back to available undoes the sale, here through tRPC.
    const undone = await t.app.inject({
      method: 'POST',
      url: '/trpc/parts.update',
      headers: auth,
      payload: { json: { id, part: { ...fields, status: 'available' } } },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await t.em().findOneOrFail(Part, { id })).toMatchObject({
      status: 'available',
      salePrice: null,
      soldTo: null,
      soldDate: null,
    });
    expect(await inCatalogue(id)).toBe(true);

    // Without `status` a change keeps the part's status.
    await call('PATCH', `/api/admin/parts/${id}/status`, { status: 'reserved' });
    expect((await call('PATCH', `/api/admin/parts/${id}`, fields)).json().status).toBe('reserved');
  });
});
