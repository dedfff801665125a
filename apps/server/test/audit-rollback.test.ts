import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Appointment } from '../src/appointments/appointment.entity.ts';
import { purgeAuditEvents } from '../src/audit-trail.ts';
import { Testimonial } from '../src/reviews/testimonial.entity.ts';
import { expectRolledBackWithoutAudit, rowsOf, whileAuditFails } from './failing-audit.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Every audited change stands or falls with its audit event (ASVS 16.3): with the audit trail
 * refusing inserts in this file's database, each change is refused with a 500 and leaves its rows
 * as they were, for every domain that audits.
 */
describe('a change whose audit event cannot be written', () => {
  let t: TestApp;
  let manager: { authorization: string };
  beforeAll(async () => {
    // Public reads cached for long: a change rolled back must not make them load again either.
    t = await createTestApp({ env: { PUBLIC_CACHE_TTL_MS: '600000' } });
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());

  type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const send =
    (method: Method, url: string, payload?: object, headers: Record<string, string> = manager) =>
    () =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const firstId = async (table: string) =>
    (await t.em().execute<{ id: number }[]>(`select id from ${table} order by id limit 1`))[0]?.id as number;

  it('services: adding or changing one, and the public list keeps what it showed', async () => {
    const listed = async () => (await t.app.inject('/api/services?lang=en')).json();
    const before = await listed();
    const id = await firstId('services');
    // Changed behind the server's back: the cached list shows the old name unless it is told of a change.
    await t.em().execute(`update services set name = 'Renamed by hand' where id = ?`, [id]);
    const services = rowsOf(t, 'select * from services order by id');
    await expectRolledBackWithoutAudit(t, send('PATCH', `/api/admin/services/${id}`, { isActive: false }), services);
    const added = { name: 'Never Added', description: 'Rolled back.', icon: 'transmission' };
    await expectRolledBackWithoutAudit(t, send('POST', '/api/admin/services', added), services);
    expect(await listed()).toEqual(before);
  });

  it('parts: deleting one, and its photo stays stored', async () => {
    const id = await firstId('parts');
    // The part shows an upload of ours: deleting the part would delete its files once committed.
    const photo = 'a1'.repeat(16);
    for (const key of [`${photo}.webp`, `${photo}-800.webp`])
      await t.infra.store.put(key, Buffer.from('webp'), 'image/webp');
    await t.em().execute('update parts set image_url = ? where id = ?', [`/uploads/${photo}.webp`, id]);
    await expectRolledBackWithoutAudit(
      t,
      send('DELETE', `/api/admin/parts/${id}`),
      rowsOf(t, 'select * from parts where id = ?', [id]),
    );
    expect(await t.infra.store.exists(`${photo}.webp`)).toBe(true);
    expect(await t.infra.store.exists(`${photo}-800.webp`)).toBe(true);
  });

  it('carousel: deleting an image', async () => {
    const id = await firstId('carousel_images');
    await expectRolledBackWithoutAudit(
      t,
      send('DELETE', `/api/admin/carousel-images/${id}`),
      rowsOf(t, 'select * from carousel_images order by id'),
    );
  });

  it('settings: saving the shop’s facts', async () => {
    await expectRolledBackWithoutAudit(
      t,
      send('PUT', '/api/admin/settings', { shopName: 'Never Saved', slotCapacity: 5 }),
      rowsOf(t, 'select key, value from business_settings order by key'),
    );
  });

  it('messages: deleting one, with its replies', async () => {
    const id = await firstId('contact_messages');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${id}/replies`,
      headers: manager,
      payload: { text: 'We have the part.' },
    });
    await expectRolledBackWithoutAudit(
      t,
      send('DELETE', `/api/admin/contact-messages/${id}`),
      rowsOf(
        t,
        `select m.id, m.status, (select count(*) from message_replies r where r.message_id = m.id) as replies
           from contact_messages m where m.id = ?`,
        [id],
      ),
    );
  });

  it('reviews: publishing or deleting one', async () => {
    const em = t.em();
    const review = em.create(Testimonial, {
      customerName: 'Rosa P.',
      rating: 5,
      testimonialText: 'Fixed the same day.',
      status: 'pending',
      language: 'en',
    });
    await em.flush();
    const reviews = rowsOf(t, 'select * from testimonials where id = ?', [review.id]);
    await expectRolledBackWithoutAudit(
      t,
      send('PATCH', `/api/admin/reviews/${review.id}`, { status: 'published', reply: 'Thank you!' }),
      reviews,
    );
    await expectRolledBackWithoutAudit(t, send('DELETE', `/api/admin/reviews/${review.id}`), reviews);
    expect((await t.app.inject('/api/testimonials')).json().items).toEqual([]);
  });

  it('backups: saving the schedule, and the end of a backup taken now', async () => {
    await expectRolledBackWithoutAudit(
      t,
      send('PUT', '/api/admin/backups/settings', { dailyAt: '04:45', keepDaily: 3, keepWeekly: 2 }),
      rowsOf(t, `select key, value from business_settings where key like 'backup%' order by key`),
    );
    // The run is listed while it goes; its end (good or failed) and its event commit together.
    await expectRolledBackWithoutAudit(
      t,
      send('POST', '/api/admin/backups'),
      rowsOf(t, 'select * from backup_runs where finished_at is not null order by id'),
    );
  });

  it('staff accounts: making one, changing its role, resetting its factors, ending its sessions, the policy', async () => {
    const accounts = rowsOf(t, 'select id, email, role, is_active, password from users order by email');
    const made = { email: 'never.made@desertgear.example', role: 'user' };
    await expectRolledBackWithoutAudit(t, send('POST', '/api/admin/users', made), accounts);
    const [clerk] = await t.em().execute<{ id: string }[]>(`select id from users where role = 'user' limit 1`);
    const id = clerk?.id as string;
    const sessions = rowsOf(t, 'select id, user_id, stage from sessions order by id');
    await t.bearer('user');
    await expectRolledBackWithoutAudit(t, send('PATCH', `/api/admin/users/${id}`, { role: 'supervisor' }), accounts);
    await expectRolledBackWithoutAudit(t, send('PATCH', `/api/admin/users/${id}`, { resetPassword: true }), sessions);
    await expectRolledBackWithoutAudit(t, send('POST', `/api/admin/users/${id}/reset-2fa`), sessions);
    await expectRolledBackWithoutAudit(t, send('DELETE', `/api/admin/users/${id}/sessions`), sessions);
    await expectRolledBackWithoutAudit(
      t,
      send('PUT', '/api/admin/two-factor-policy', { requiredFor: 'all-staff' }),
      rowsOf(t, `select key, value from business_settings where key = 'twoFactorRequiredFor'`),
    );
  });

  it('one’s own account: ending the other sessions, changing the password', async () => {
    const own = await t.bearer('supervisor');
    await t.bearer('supervisor');
    const sessions = rowsOf(t, 'select id, user_id, stage from sessions order by id');
    await expectRolledBackWithoutAudit(t, send('DELETE', '/api/auth/sessions', undefined, own), sessions);
    const proof = { password: 'supervisor-demo-2026' };
    expect((await send('POST', '/api/auth/reauthenticate', proof, own)()).statusCode).toBe(200);
    await expectRolledBackWithoutAudit(
      t,
      send('PUT', '/api/auth/password', { password: 'a-new-long-password-9', endOtherSessions: true }, own),
      rowsOf(
        t,
        `select u.password, (select count(*) from sessions s where s.user_id = u.id) as sessions
           from users u where u.email = 'supervisor@desertgear.example'`,
      ),
    );
  });

  it('signing in and out: no session opens, none ends, no device cookie is given', async () => {
    const sessions = rowsOf(
      t,
      'select u.email, u.last_sign_in_at, s.id from users u left join sessions s on s.user_id = u.id order by u.email, s.id',
    );
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'manager@desertgear.example', password: 'manager-demo-2026' },
        remoteAddress: '10.77.0.1',
      });
    await expectRolledBackWithoutAudit(t, login, sessions);
    expect((await whileAuditFails(t, login)).headers['set-cookie']).toBeUndefined();
    const leaving = await t.bearer('manager');
    await expectRolledBackWithoutAudit(t, send('POST', '/api/auth/logout', undefined, leaving), sessions);
    expect((await t.app.inject({ url: '/api/auth/user', headers: leaving })).statusCode).toBe(200);
  });

  it('appointments: marking a no-show, with its history line and the customer’s standing', async () => {
    const em = t.em();
    const visit = em.create(Appointment, {
      firstName: 'Dana',
      lastName: 'Cole',
      phone: '7025550177',
      email: 'dana.cole@example.com',
      appointmentDate: new Date(Date.now() - 2 * 86_400_000),
      status: 'confirmed',
      language: 'en',
    });
    await em.flush();
    await expectRolledBackWithoutAudit(
      t,
      send('PATCH', `/api/admin/appointments/${visit.id}`, { status: 'no-show' }),
      rowsOf(
        t,
        `select a.status, (select count(*) from appointment_changes c where c.appointment_id = a.id) as changes
           from appointments a where a.id = ?`,
        [visit.id],
      ),
    );
  });

  it('repair orders: checking a car in, its lines, the estimate, a status step and the customer’s answer', async () => {
    const email = 'rollback.ro@example.com';
    const walkIn = {
      firstName: 'Rita',
      lastName: 'Moss',
      phone: '(702) 555-0188',
      email,
      language: 'en',
      vehicleYear: 2015,
      vehicleMake: 'Nissan',
      vehicleModel: 'Altima',
      concern: 'Shudders at 40 mph.',
    };
    const orders = rowsOf(t, 'select * from repair_orders order by id');
    await expectRolledBackWithoutAudit(t, send('POST', '/api/admin/repair-orders', walkIn), orders);

    const opened = await send('POST', '/api/admin/repair-orders', walkIn)();
    const id = opened.json().id as number;
    const lines = rowsOf(t, 'select * from repair_order_lines where repair_order_id = ? order by id', [id]);
    const line = { kind: 'labor', description: 'Torque converter', quantity: '3', unitPrice: '120.00' };
    await expectRolledBackWithoutAudit(t, send('POST', `/api/admin/repair-orders/${id}/lines`, line), lines);
    const lineId = (await send('POST', `/api/admin/repair-orders/${id}/lines`, line)()).json().id as number;
    const url = `/api/admin/repair-orders/${id}/lines/${lineId}`;
    await expectRolledBackWithoutAudit(t, send('PATCH', url, { quantity: '4' }), lines);
    await expectRolledBackWithoutAudit(t, send('DELETE', url), lines);

    const order = rowsOf(
      t,
      `select r.status, (select count(*) from estimate_versions v where v.repair_order_id = r.id) as versions,
              (select count(*) from repair_order_events e where e.repair_order_id = r.id) as events,
              (select count(*) from customer_links l where l.repair_order_id = r.id) as links
         from repair_orders r where r.id = ?`,
      [id],
    );
    await expectRolledBackWithoutAudit(
      t,
      send('PATCH', `/api/admin/repair-orders/${id}`, { status: 'diagnosing' }),
      order,
    );
    await expectRolledBackWithoutAudit(t, send('POST', `/api/admin/repair-orders/${id}/estimate`), order);

    // The customer's answer, from the link the estimate email carries.
    expect((await send('POST', `/api/admin/repair-orders/${id}/estimate`)()).statusCode).toBe(200);
    const [queued] = await t.em().execute<{ text: string }[]>(
      `select j.payload->>'text' as text from graphile_worker._private_jobs j
        where j.payload->>'to' = ? order by j.id desc limit 1`,
      [email],
    );
    const token = /\/repairs\/([A-Za-z0-9_-]{43})/.exec(queued?.text ?? '')?.[1] ?? '';
    const answer = { version: 1, decisions: [{ lineId, approved: true }], signedName: 'Rita Moss' };
    await expectRolledBackWithoutAudit(
      t,
      send('POST', `/api/repairs/${token}/approval`, answer, {}),
      rowsOf(
        t,
        `select r.status, (select count(*) from estimate_authorisations a where a.repair_order_id = r.id) as answers,
                (select string_agg(coalesce(decision, '-'), ',') from repair_order_lines l where l.repair_order_id = r.id) as decisions
           from repair_orders r where r.id = ?`,
        [id],
      ),
    );
  });

  it('the audit trail itself: the daily purge of old events', async () => {
    await t.em().execute(
      `insert into audit_events (id, at, action, result, target_label)
       values (gen_random_uuid(), now() - interval '400 days', 'sign-in', 'success', 'old enough to go')`,
    );
    const old = rowsOf(t, `select id from audit_events where target_label = 'old enough to go'`);
    const before = await old();
    expect(before).toHaveLength(1);
    const by = { actor: null, ip: null, userAgent: 'server (daily purge)', log: t.infra.log };
    await expect(whileAuditFails(t, () => purgeAuditEvents(t.em(), by))).rejects.toThrow(/refused the event/);
    expect(await old()).toEqual(before);
  });
});
