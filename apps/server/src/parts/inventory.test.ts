import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Part } from './part.entity.ts';

describe('the parts inventory (managers)', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_CACHE_TTL_MS: '60000' } });
    auth = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  it('adds a part with the condition defaulting to used, and it shows in the public catalogue at once', async () => {
    expect((await t.app.inject('/api/parts')).json().some((p: { name: string }) => p.name === 'Axle Shaft')).toBe(
      false,
    );
    const res = await call('POST', '/api/admin/parts', { name: 'Axle Shaft', category: 'Engine', price: '120.5' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Axle Shaft', condition: 'used', status: 'available', price: '120.50' });
    // The cached catalogue was invalidated by the edit.
    expect((await t.app.inject('/api/parts')).json().some((p: { name: string }) => p.name === 'Axle Shaft')).toBe(true);
  });

  it('refuses bad parts with the rule messages', async () => {
    const res = await call('POST', '/api/admin/parts', { name: '', category: '', price: '-3', condition: 'broken' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Name is required',
      'Category is required',
      'Price must be a valid positive number',
      'Condition must be new, used or refurbished',
    ]);
  });

  it('updates a part and answers 404 for one that does not exist', async () => {
    const part = await t.em().findOneOrFail(Part, { name: 'Axle Shaft' });
    const res = await call('PATCH', `/api/admin/parts/${part.id}`, {
      name: 'Axle Shaft (rear)',
      category: 'Engine',
      price: '99.99',
      condition: 'refurbished',
    });
    expect(res.statusCode).toBe(200);
    expect(await t.em().findOneOrFail(Part, { id: part.id })).toMatchObject({
      name: 'Axle Shaft (rear)',
      price: '99.99',
      condition: 'refurbished',
    });
    expect((await call('PATCH', '/api/admin/parts/999999', { name: 'X', category: 'Y', price: '1' })).statusCode).toBe(
      404,
    );
  });

  it('checks the part rules on edits too, and keeps the part as it was', async () => {
    const part = await t.em().findOneOrFail(Part, { name: 'Axle Shaft (rear)' });
    const res = await call('PATCH', `/api/admin/parts/${part.id}`, { name: ' ', category: 'Engine', price: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Name is required',
      'Price is required',
    ]);
    expect(await t.em().findOneOrFail(Part, { id: part.id })).toMatchObject({
      name: 'Axle Shaft (rear)',
      price: '99.99',
    });
  });

  it('marks an available part sold with the sale recorded, and only an available one (409 otherwise)', async () => {
    const part = await t.em().findOneOrFail(Part, { name: 'Axle Shaft (rear)' });
    const bad = await call('PATCH', `/api/admin/parts/${part.id}/sold`, { salePrice: '0', soldTo: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Sale price must be a valid positive number',
      'Buyer information is required',
    ]);

    const sold = await call('PATCH', `/api/admin/parts/${part.id}/sold`, {
      salePrice: '95.00',
      soldTo: 'Luis R.',
      soldNotes: 'Cash',
    });
    expect(sold.statusCode).toBe(200);
    const stored = await t.em().findOneOrFail(Part, { id: part.id });
    expect(stored).toMatchObject({ status: 'sold', salePrice: '95.00', soldTo: 'Luis R.', soldNotes: 'Cash' });
    expect(stored.soldDate).toBeInstanceOf(Date);
    expect((await t.app.inject('/api/parts')).json().some((p: { id: number }) => p.id === part.id)).toBe(false);

    const again = await call('PATCH', `/api/admin/parts/${part.id}/sold`, {
      salePrice: '95.00',
      soldTo: 'Someone else',
    });
    expect(again.statusCode).toBe(409);
    const reserved = await t.em().findOneOrFail(Part, { status: 'reserved' });
    expect(
      (await call('PATCH', `/api/admin/parts/${reserved.id}/sold`, { salePrice: '5', soldTo: 'X' })).statusCode,
    ).toBe(409);
    expect((await call('PATCH', '/api/admin/parts/999999/sold', { salePrice: '5', soldTo: 'X' })).statusCode).toBe(404);
  });

  it('lists every part with prices for the manager, and deletes', async () => {
    const list = (await call('GET', '/api/admin/parts')).json() as { price: string; status: string }[];
    expect(list.some((p) => p.status === 'sold')).toBe(true);
    expect(list.every((p) => /^\d+\.\d{2}$/.test(p.price))).toBe(true);
    const part = await t.em().findOneOrFail(Part, { name: 'Axle Shaft (rear)' });
    expect((await call('DELETE', `/api/admin/parts/${part.id}`)).statusCode).toBe(200);
    expect(await t.em().count(Part, { id: part.id })).toBe(0);
    expect((await call('DELETE', `/api/admin/parts/${part.id}`)).statusCode).toBe(404);
  });
});
