import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { CarouselImage } from '../carousel/carousel-image.entity.ts';
import { Part } from '../parts/part.entity.ts';

describe('bilingual content', () => {
  let t: TestApp;
  let manager: { authorization: string };
  beforeAll(async () => {
    // Public reads cached for long: each language is its own read, and an edit reloads both.
    t = await createTestApp({ env: { PUBLIC_CACHE_TTL_MS: '600000' } });
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: manager, ...(payload ? { payload } : {}) });
  const publicParts = async (lang: string) => (await t.app.inject(`/api/parts?lang=${lang}`)).json();

  it('a Spanish carousel caption shows on the Spanish read, English fills what has no Spanish', async () => {
    await t.app.inject('/api/carousel-images?lang=es'); // now cached
    const image = await t.em().findOneOrFail(CarouselImage, { isActive: true }, { orderBy: { order: 'asc' } });
    const res = await call('PATCH', `/api/admin/carousel-images/${image.id}`, {
      titleEs: 'Transmisiones reconstruidas',
      altTextEs: 'Una transmisión en el banco de pruebas',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ titleEs: 'Transmisiones reconstruidas', descriptionEs: null });
    const es = (await t.app.inject('/api/carousel-images?lang=es')).json()[0];
    expect(es).toMatchObject({
      title: 'Transmisiones reconstruidas',
      altText: 'Una transmisión en el banco de pruebas',
      description: image.description,
    });
    expect((await t.app.inject('/api/carousel-images')).json()[0].title).toBe(image.title);
  });

  it('a part’s Spanish description and category name show on ?lang=es, English where the Spanish is empty', async () => {
    await publicParts('es'); // now cached
    const res = await call('POST', '/api/admin/parts', {
      name: 'Brake caliper',
      description: 'Rebuilt, with new seals.',
      descriptionEs: 'Reconstruido, con sellos nuevos.',
      category: 'brakes',
      price: '$85',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ category: 'Brakes', descriptionEs: 'Reconstruido, con sellos nuevos.' });
    const es = await publicParts('es');
    expect(es.find((p: { name: string }) => p.name === 'Brake caliper')).toMatchObject({
      description: 'Reconstruido, con sellos nuevos.',
      category: 'Frenos',
    });
    // The Spanish page's search also finds it by its English words.
    const found = (await t.app.inject('/api/parts?lang=es&q=new seals')).json();
    expect(found.items.map((p: { name: string }) => p.name)).toEqual(['Brake caliper']);
    const untranslated = await t
      .em()
      .findOneOrFail(Part, { descriptionEs: null, description: { $ne: null }, status: 'available' });
    expect(es.find((p: { id: number }) => p.id === untranslated.id)?.description).toBe(untranslated.description);
    const en = await publicParts('en');
    expect(en.find((p: { name: string }) => p.name === 'Brake caliper')).toMatchObject({
      description: 'Rebuilt, with new seals.',
      category: 'Brakes',
    });
  });

  it('managers add and rename categories; a rename reaches every part and both languages', async () => {
    const list = (await call('GET', '/api/admin/part-categories')).json();
    expect(list.find((c: { name: string }) => c.name === 'Brakes')).toMatchObject({ nameEs: 'Frenos' });
    const added = await call('POST', '/api/admin/part-categories', { name: 'Suspension' });
    expect(added.statusCode).toBe(201);
    expect((await call('POST', '/api/admin/part-categories', { name: 'suspension' })).statusCode).toBe(409);

    const brakes = list.find((c: { name: string }) => c.name === 'Brakes');
    await publicParts('es'); // cached again
    const renamed = await call('PATCH', `/api/admin/part-categories/${brakes.id}`, {
      name: 'Brakes & Rotors',
      nameEs: 'Frenos y rotores',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await t.em().count(Part, { category: 'Brakes' })).toBe(0);
    expect(await t.em().count(Part, { category: 'Brakes & Rotors' })).toBeGreaterThan(0);
    expect((await publicParts('es')).find((p: { name: string }) => p.name === 'Brake caliper').category).toBe(
      'Frenos y rotores',
    );
  });

  it('lists for managers what still lacks Spanish', async () => {
    const res = await call('GET', '/api/admin/content/missing-spanish');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.categories).toEqual([expect.objectContaining({ label: 'Suspension', fields: ['nameEs'] })]);
    expect(report.parts.map((p: { label: string }) => p.label)).not.toContain('Brake caliper');
    expect(report.parts.length).toBeGreaterThan(0);
    expect(report.carouselImages[0]).toMatchObject({ fields: ['descriptionEs'] });
    expect(report.services).toEqual([]);

    await call('PUT', '/api/admin/settings', {
      specialDays: [{ date: '2027-11-25', closed: true, noteEn: 'Closed for Thanksgiving' }],
    });
    const after = (await call('GET', '/api/admin/content/missing-spanish')).json();
    expect(after.specialDays).toEqual([
      { id: '2027-11-25', label: '2027-11-25', fields: ['noteEs'], english: { noteEs: 'Closed for Thanksgiving' } },
    ]);
  });
});

describe('the category migration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('turns free-text categories into the managed list, one per spelling, and parts then refer to it', async () => {
    const sql = t.orm.em.getConnection();
    await t.orm.migrator.down({ to: 'Migration20261123185058' });
    await sql.execute(
      `insert into "parts" ("name", "category", "price") values
        ('Pads', 'Brakes', 20), ('Rotor', 'Brakes', 40), ('Drum', ' brakes ', 30),
        ('Clutch kit', 'Clutch  Kits', 200), ('Water pump', 'Cooling', 80)`,
    );
    await t.orm.migrator.up();

    const categories = await sql.execute('select "name", "name_es" from "part_categories" order by "name"');
    expect(categories).toEqual([
      { name: 'Brakes', name_es: 'Frenos' },
      { name: 'Clutch Kits', name_es: null },
      { name: 'Cooling', name_es: 'Enfriamiento' },
    ]);
    const parts = await sql.execute('select "name", "category" from "parts" order by "name"');
    expect(parts).toEqual([
      { name: 'Clutch kit', category: 'Clutch Kits' },
      { name: 'Drum', category: 'Brakes' },
      { name: 'Pads', category: 'Brakes' },
      { name: 'Rotor', category: 'Brakes' },
      { name: 'Water pump', category: 'Cooling' },
    ]);
    await expect(
      sql.execute(`insert into "parts" ("name", "category", "price") values ('Oops', 'Brakse', 1)`),
    ).rejects.toThrow(/foreign key/);
  });
});
