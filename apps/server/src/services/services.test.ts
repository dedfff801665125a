import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Service } from './service.entity.ts';

describe('the shop’s services', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  const names = async (url: string) =>
    (await t.app.inject(url)).json().map((s: { name: string; description: string }) => s.name);

  it('are listed in their order in English, and in Spanish for /api/services?lang=es, with no price', async () => {
    const en = await t.app.inject('/api/services');
    expect(en.statusCode).toBe(200);
    expect(en.json().map((s: { name: string }) => s.name)).toEqual([
      'Transmission Repair & Rebuild',
      'Brake Service',
      'Engine Diagnostics',
      'Oil Change & Maintenance',
      'Electrical System Repair',
      'General Auto Repair',
    ]);
    expect(en.body).not.toMatch(/price|149/);
    const es = (await t.app.inject('/api/services?lang=es')).json();
    expect(es[1]).toMatchObject({
      icon: 'brakes',
      name: 'Servicio de frenos',
      description: 'Balatas, rotores, calipers y líquido, revisados y cambiados cuando hace falta.',
    });
    const rpc = await t.app.inject(`/trpc/services.list?input=${encodeURIComponent('{"json":{"lang":"es"}}')}`);
    expect(rpc.json().result.data.json).toEqual(es);
  });

  it('show what the database holds: a new order, a hidden service, English where the Spanish is empty', async () => {
    const em = t.em();
    const oil = await em.findOneOrFail(Service, { icon: 'oil' });
    oil.order = 0;
    oil.nameEs = '';
    const general = await em.findOneOrFail(Service, { icon: 'general' });
    general.isActive = false;
    await em.flush();

    const es = await names('/api/services?lang=es');
    expect(es[0]).toBe('Oil Change & Maintenance');
    expect(es).toHaveLength(5);
    expect(es).not.toContain('Reparación general de autos');
  });

  it('refuse a language the site does not speak', async () => {
    const res = await t.app.inject('/api/services?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('lang');
  });

  it('get today’s Spanish texts and order on a database made before they existed', async () => {
    const sql = t.orm.em.getConnection();
    await t.orm.migrator.down({ to: 'Migration20261123065133' });
    await sql.execute('delete from "services"');
    await sql.execute(
      `insert into "services" ("name", "description", "price", "icon") values
        ('General Auto Repair', 'Suspension, cooling, steering and everything else your car needs.', 95, 'general'),
        ('Brake Service', 'Pads, rotors, calipers, lines and fluid, inspected and replaced as needed.', 149, 'brakes')`,
    );
    await t.orm.migrator.up();

    const es = (await t.app.inject('/api/services?lang=es')).json();
    expect(es).toEqual([
      expect.objectContaining({
        name: 'Servicio de frenos',
        description: 'Balatas, rotores, calipers y líquido, revisados y cambiados cuando hace falta.',
      }),
      expect.objectContaining({ name: 'Reparación general de autos' }),
    ]);
    const en = (await t.app.inject('/api/services')).json();
    expect(en[0].description).toBe('Pads, rotors, calipers and fluid, inspected and replaced as needed.');
  });
});
