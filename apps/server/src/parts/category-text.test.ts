import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { PartCategory } from './part-category.entity.ts';

// SPEC section 3: a part's category is free text. A listed category is matched in either language
// whatever the case and accents; any other name adds a category, still without its Spanish name.
describe('a part’s category as free text', () => {
  let t: TestApp;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const addPart = (category: string, name = 'Rotor') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/parts',
      headers: manager,
      payload: { name, category, price: '40' },
    });
  const trpc = (procedure: string, json: object) =>
    t.app.inject({ method: 'POST', url: `/trpc/${procedure}`, headers: manager, payload: { json } });
  const categoryCount = () => t.em().count(PartCategory, {});

  it.each([
    ['frenos', 'Brakes'],
    ['BRAKES', 'Brakes'],
    ['  Brakes ', 'Brakes'],
    ['FRÉNOS', 'Brakes'],
    ['sistema electrico', 'Electrical'],
    ['SISTEMA ELÉCTRICO', 'Electrical'],
    ['Eléctrical', 'Electrical'],
  ])('"%s" on REST is the listed category %s, and adds none', async (typed, listed) => {
    const before = await categoryCount();
    const res = await addPart(typed);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().category).toBe(listed);
    expect(await categoryCount()).toBe(before);
  });

  it('matches on tRPC too, when adding and when changing a part', async () => {
    const created = await trpc('parts.create', { name: 'Head gasket', category: 'MOTOR', price: '30' });
    expect(created.statusCode, created.body).toBe(200);
    const part = created.json().result.data.json;
    expect(part.category).toBe('Engine');
    const changed = await trpc('parts.update', {
      id: part.id,
      part: { name: 'Head gasket', category: 'enfriamiento', price: '30' },
    });
    expect(changed.json().result.data.json.category).toBe('Cooling');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/parts/${part.id}`,
      headers: manager,
      payload: { name: 'Head gasket', category: 'transmisiones', price: '30' },
    });
    expect(patched.json().category).toBe('Transmissions');
  });

  it('a new name adds one category, once, when several parts bring it at the same time', async () => {
    const answers = await Promise.all(
      ['Suspensión', 'suspension', 'SUSPENSIÓN', 'Suspension', 'suspensión', 'SUSPENSION'].map((name, i) =>
        addPart(name, `Strut ${i}`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    const names = new Set(answers.map((a) => a.json().category));
    expect(names.size).toBe(1);
    const [name] = [...names];
    const added = await t.em().find(PartCategory, { name });
    expect(added).toHaveLength(1);
    expect(added[0]?.nameEs ?? null).toBeNull();

    // The dashboard lists it, and the Content screen asks for its Spanish name.
    const list = (await t.app.inject({ url: '/api/admin/part-categories', headers: manager })).json();
    expect(list).toContainEqual(expect.objectContaining({ name, nameEs: null }));
    const report = (await t.app.inject({ url: '/api/admin/content/missing-spanish', headers: manager })).json();
    expect(report.categories).toContainEqual(expect.objectContaining({ label: name, fields: ['nameEs'] }));

    // Once it has a Spanish name, that name finds it too.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/part-categories/${added[0]?.id}`,
      headers: manager,
      payload: { nameEs: 'Suspensión y dirección' },
    });
    expect((await addPart('suspension y direccion')).json().category).toBe(name);
  });

  it('takes a name literally: a wildcard is a new name, not a pattern', async () => {
    const res = await addPart('Br%');
    expect(res.statusCode).toBe(201);
    expect(res.json().category).toBe('Br%');
    // The Content screen's own add refuses a name already listed in another case or accents.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/part-categories',
      headers: manager,
      payload: { name: 'BR%' },
    });
    expect(again.statusCode).toBe(409);
  });
});
