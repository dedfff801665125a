import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('the Services screen’s REST paths', () => {
  let t: TestApp;
  let manager: { authorization: string };
  beforeAll(async () => {
    // Public reads cached for long: an edit must make them load again by itself.
    t = await createTestApp({ demo: false, env: { PUBLIC_CACHE_TTL_MS: '600000' } });
    const { User } = await import('../auth/user.entity.ts');
    const { createSession } = await import('../auth/sessions.ts');
    const { createStaffAccount } = await import('../auth/staff-accounts.ts');
    await createStaffAccount(t.deps(), { email: 'boss@shop.example', password: 'boss-password', role: 'manager' });
    const boss = await t.em().findOneOrFail(User, { email: 'boss@shop.example' });
    manager = { authorization: `Bearer ${await createSession(t.em(), boss, 1)}` };
  });
  afterAll(() => t.close());

  const publicList = async (lang: string) => (await t.app.inject(`/api/services?lang=${lang}`)).json();

  it('lists every service with both languages, icon, order, active and price', async () => {
    const res = await t.app.inject({ url: '/api/admin/services', headers: manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(6);
    expect(res.json()[1]).toMatchObject({
      name: 'Brake Service',
      nameEs: 'Servicio de frenos',
      icon: 'brakes',
      order: 2,
      isActive: true,
      price: '149.00',
    });
  });

  it('a Spanish text edited by a manager shows on the Spanish list at once, the English one unchanged', async () => {
    await publicList('es'); // now cached
    const { id } = (await publicList('en'))[1];
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/services/${id}`,
      headers: manager,
      payload: { descriptionEs: 'Frenos revisados el mismo día.' },
    });
    expect(res.statusCode).toBe(200);
    expect((await publicList('es'))[1].description).toBe('Frenos revisados el mismo día.');
    expect((await publicList('en'))[1].description).toBe(
      'Pads, rotors, calipers and fluid, inspected and replaced as needed.',
    );
  });

  it('a new service goes last, shows in both languages (English where no Spanish), and hides when made inactive', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/services',
      headers: manager,
      payload: { name: 'Clutch Replacement', description: 'Clutch kits and flywheels.', icon: 'transmission' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ order: 7, isActive: true, price: '0.00', nameEs: null });
    expect((await publicList('es')).at(-1)).toMatchObject({
      name: 'Clutch Replacement',
      description: 'Clutch kits and flywheels.',
    });

    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/services/${res.json().id}`,
      headers: manager,
      payload: { isActive: false },
    });
    expect((await publicList('en')).map((s: { name: string }) => s.name)).not.toContain('Clutch Replacement');
  });

  it('refuses an icon outside the set and a name too short, naming the fields; an unknown id is a 404', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/services',
      headers: manager,
      payload: { name: 'X', description: 'Something.', icon: 'rocket' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['icon', 'name']);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/services/999999',
      headers: manager,
      payload: { order: 3 },
    });
    expect(missing.statusCode).toBe(404);
  });
});
