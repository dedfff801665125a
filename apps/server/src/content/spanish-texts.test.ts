import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Part } from '../parts/part.entity.ts';
import { Service } from '../services/service.entity.ts';

describe('filling in Spanish from the Content screen', () => {
  let t: TestApp;
  let manager: { authorization: string };
  beforeAll(async () => {
    // Public reads cached for long: a fix must reach the Spanish pages at once all the same.
    t = await createTestApp({ env: { PUBLIC_CACHE_TTL_MS: '600000' } });
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const saveSpanish = (input: object) =>
    t.app.inject({ method: 'POST', url: '/trpc/content.saveSpanish', headers: manager, payload: { json: input } });
  const missing = async () =>
    (await t.app.inject({ url: '/api/admin/content/missing-spanish', headers: manager })).json();

  it('lists each untranslated text with the English to translate', async () => {
    const part = await t.em().findOneOrFail(Part, { descriptionEs: null, status: 'available', isActive: true });
    const listed = (await missing()).parts.find((p: { id: number }) => p.id === part.id);
    expect(listed).toEqual({
      id: part.id,
      label: part.name,
      fields: ['descriptionEs'],
      english: { descriptionEs: part.description },
    });
  });

  it('a part’s Spanish description is saved alone, shows on /api/parts?lang=es at once and leaves the list', async () => {
    const part = await t.em().findOneOrFail(Part, { descriptionEs: null, status: 'available', isActive: true });
    await t.app.inject('/api/parts?lang=es'); // now cached
    const res = await saveSpanish({ kind: 'part', id: part.id, texts: { descriptionEs: 'Revisada y probada.' } });
    expect(res.statusCode).toBe(200);
    const after = await t.em().findOneOrFail(Part, { id: part.id });
    expect(after).toMatchObject({
      descriptionEs: 'Revisada y probada.',
      description: part.description,
      price: part.price,
    });
    const es = (await t.app.inject('/api/parts?lang=es')).json();
    expect(es.find((p: { id: number }) => p.id === part.id).description).toBe('Revisada y probada.');
    expect((await missing()).parts.map((p: { id: number }) => p.id)).not.toContain(part.id);
  });

  it('a service’s Spanish name reaches the Spanish services read, the English one stays', async () => {
    const service = await t.em().findOneOrFail(Service, { isActive: true }, { orderBy: { order: 'asc' } });
    await t.app.inject('/api/services?lang=es');
    const res = await saveSpanish({ kind: 'service', id: service.id, texts: { nameEs: 'Reparación de cajas' } });
    expect(res.statusCode).toBe(200);
    const es = (await t.app.inject('/api/services?lang=es')).json();
    expect(es.find((s: { id: number }) => s.id === service.id).name).toBe('Reparación de cajas');
    expect((await t.em().findOneOrFail(Service, { id: service.id })).name).toBe(service.name);
  });

  it('a special day’s Spanish note is written into the settings, the day itself unchanged', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: manager,
      payload: { specialDays: [{ date: '2027-12-24', closed: false, from: '09:00', to: '12:00', noteEn: 'Half day' }] },
    });
    expect(put.statusCode).toBe(200);
    const res = await saveSpanish({ kind: 'specialDay', id: '2027-12-24', texts: { noteEs: 'Medio día' } });
    expect(res.statusCode).toBe(200);
    const settings = (await t.app.inject('/api/settings')).json();
    expect(settings.specialDays).toEqual([
      { date: '2027-12-24', closed: false, from: '09:00', to: '12:00', noteEn: 'Half day', noteEs: 'Medio día' },
    ]);
    expect((await missing()).specialDays).toEqual([]);
  });

  it('refuses what it can’t save: a missing row is 404, a bad text 400 on its field', async () => {
    const gone = await saveSpanish({ kind: 'category', id: 999999, texts: { nameEs: 'Nada' } });
    expect(gone.statusCode).toBe(404);
    const noDay = await saveSpanish({ kind: 'specialDay', id: '2030-01-01', texts: { noteEs: 'Nada' } });
    expect(noDay.statusCode).toBe(404);
    const bad = await saveSpanish({ kind: 'category', id: 1, texts: { nameEs: 'a\nb' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.json.data.issues).toEqual([
      { path: 'texts.nameEs', message: "This contains characters that aren't allowed", key: 'invalidCharacters' },
    ]);
  });
});
