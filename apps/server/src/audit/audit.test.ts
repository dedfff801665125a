import { Writable } from 'node:stream';
import type { AuditEventView, Page } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type AuditBy, purgeAuditEvents, recordAuditEvent } from '../audit-trail.ts';
import { auditPurge } from './audit-purge.ts';

/** The audit trail on a real PostgreSQL: what is recorded, what the database refuses, the list. */

type Row = AuditEventView & { at: string };
const MANAGER = { email: 'manager@desertgear.example', password: 'manager-demo-2026' };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AuditTest/1.0';

describe('the audit trail', () => {
  let t: TestApp;
  let manager: { authorization: string };
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(...String(chunk).trim().split('\n'));
        done();
      },
    });
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());

  /** The newest events of one action, through the managers' REST path. */
  async function events(query: string): Promise<Page<Row>> {
    const res = await t.app.inject({ url: `/api/admin/audit-events?${query}`, headers: manager });
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  const newest = async (action: string) => (await events(`action=${action}&limit=1`)).items[0];
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...manager, 'user-agent': BROWSER }, remoteAddress: '10.90.0.7' });

  it('records sign-ins, failures, throttled attempts and sign-outs with the address and browser', async () => {
    const login = (password: string, remoteAddress = '10.90.1.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { ...MANAGER, password },
        headers: { 'user-agent': BROWSER },
        remoteAddress,
      });
    const ok = await login(MANAGER.password);
    expect(ok.statusCode).toBe(200);
    expect(await newest('sign-in')).toMatchObject({
      actorEmail: MANAGER.email,
      actorId: ok.json().user.id,
      result: 'success',
      ip: '10.90.1.1',
      userAgent: BROWSER,
    });
    expect((await login('not-the-password')).statusCode).toBe(401);
    expect(await newest('sign-in')).toMatchObject({ actorEmail: MANAGER.email, result: 'failure' });
    for (let i = 0; i < 5; i++) await login('not-the-password', '10.90.1.2');
    expect((await login('not-the-password', '10.90.1.2')).statusCode).toBe(429);
    expect(await newest('sign-in-throttled')).toMatchObject({
      actorEmail: MANAGER.email,
      result: 'refused',
      targetLabel: 'signInPerEmailAndIp',
      ip: '10.90.1.2',
    });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${ok.json().token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(await newest('sign-out')).toMatchObject({ actorEmail: MANAGER.email, result: 'success' });
    // Each event is also one JSON line in the log; failures and refusals as warnings.
    const logged = logLines.map((line) => JSON.parse(line)).filter((l) => l.audit?.action === 'sign-out');
    expect(logged.at(-1)?.audit).toMatchObject({ actorEmail: MANAGER.email, action: 'sign-out' });
    const throttled = logLines.map((line) => JSON.parse(line)).find((l) => l.audit?.action === 'sign-in-throttled');
    expect(throttled).toMatchObject({ level: 40, msg: 'audit: sign-in-throttled refused' });
  });

  it('records account creation, role, activation and password changes in the same transaction', async () => {
    const made = await send('POST', '/api/admin/users', { email: 'audit.clerk@desertgear.example', role: 'user' });
    expect(made.statusCode).toBe(201);
    const id = made.json().user.id as string;
    expect(await newest('account-created')).toMatchObject({
      actorEmail: MANAGER.email,
      targetKind: 'account',
      targetId: id,
      ip: '10.90.0.7',
      userAgent: BROWSER,
    });
    expect((await send('PATCH', `/api/admin/users/${id}`, { role: 'supervisor' })).statusCode).toBe(200);
    expect(await newest('account-role-changed')).toMatchObject({
      targetId: id,
      targetLabel: 'audit.clerk@desertgear.example: user -> supervisor',
    });
    expect((await send('PATCH', `/api/admin/users/${id}`, { isActive: false })).statusCode).toBe(200);
    expect(await newest('account-deactivated')).toMatchObject({ targetId: id });
    expect((await send('PATCH', `/api/admin/users/${id}`, { isActive: true })).statusCode).toBe(200);
    expect(await newest('account-activated')).toMatchObject({ targetId: id });
    expect((await send('PATCH', `/api/admin/users/${id}`, { resetPassword: true })).statusCode).toBe(200);
    expect(await newest('account-password-reset')).toMatchObject({ targetId: id });
    // A refused change leaves no event: the row is in the change's transaction.
    const before = (await events('action=account-role-changed')).total;
    const refused = await send('PATCH', `/api/admin/users/${id}`, { role: 'manager', password: 'password1' });
    expect(refused.statusCode).toBe(400);
    expect((await events('action=account-role-changed')).total).toBe(before);
  });

  it('records deletions of parts, messages and images, and settings, services and backup changes', async () => {
    const em = t.em();
    const [part] = await em.execute<{ id: number; name: string }[]>('select id, name from parts order by id limit 1');
    const [message] = await em.execute<{ id: number; subject: string; email: string }[]>(
      'select id, subject, email from contact_messages order by id limit 1',
    );
    const [image] = await em.execute<{ id: number; title: string }[]>(
      'select id, title from carousel_images order by id limit 1',
    );
    expect((await send('DELETE', `/api/admin/parts/${part?.id}`)).statusCode).toBe(200);
    expect(await newest('part-deleted')).toMatchObject({ targetId: String(part?.id), targetLabel: part?.name });
    expect((await send('DELETE', `/api/admin/contact-messages/${message?.id}`)).statusCode).toBe(200);
    expect(await newest('message-deleted')).toMatchObject({
      targetId: String(message?.id),
      targetLabel: `${message?.email}: ${message?.subject}`,
    });
    expect((await send('DELETE', `/api/admin/carousel-images/${image?.id}`)).statusCode).toBe(200);
    expect(await newest('image-deleted')).toMatchObject({ targetId: String(image?.id), targetLabel: image?.title });

    expect((await send('PUT', '/api/admin/settings', { slotCapacity: 3 })).statusCode).toBe(200);
    expect(await newest('settings-changed')).toMatchObject({ targetLabel: 'slotCapacity' });
    const [service] = await em.execute<{ id: number }[]>('select id from services order by id limit 1');
    expect((await send('PATCH', `/api/admin/services/${service?.id}`, { isActive: false })).statusCode).toBe(200);
    expect(await newest('services-changed')).toMatchObject({
      targetId: String(service?.id),
      targetLabel: 'changed: isActive',
    });
    const schedule = { dailyAt: '04:00', keepDaily: 10, keepWeekly: 4 };
    expect((await send('PUT', '/api/admin/backups/settings', schedule)).statusCode).toBe(200);
    expect(await newest('backup-settings-changed')).toMatchObject({ targetLabel: 'daily at 04:00, keep 10/4' });
    const backup = await send('POST', '/api/admin/backups');
    expect(backup.statusCode).toBe(201);
    expect(await newest('backup-taken')).toMatchObject({
      actorEmail: MANAGER.email,
      result: 'success',
      targetLabel: backup.json().fileName,
    });
  });

  it('keeps text people typed as plain text, exactly', async () => {
    const label = `<script>alert("x")</script> & 'quotes' ñ`;
    const by: AuditBy = { actor: null, ip: null, userAgent: label, log: t.infra.log };
    await recordAuditEvent(t.em(), by, { action: 'part-deleted', target: { kind: 'part', id: '1', label } });
    expect(await newest('part-deleted')).toMatchObject({ targetLabel: label, userAgent: label });
  });

  describe('in PostgreSQL itself', () => {
    const sql = (text: string) => t.em().execute(text);
    it('refuses to change any event, and to delete or truncate a young one', async () => {
      await expect(sql(`update audit_events set result = 'success'`)).rejects.toThrow(/append-only/);
      await expect(sql(`delete from audit_events`)).rejects.toThrow(/too young to delete/);
      await expect(sql(`truncate audit_events`)).rejects.toThrow(/can't be truncated/);
      await expect(sql(`update audit_events set at = now() - interval '5 years'`)).rejects.toThrow(/append-only/);
    });

    it('lets only events older than the retention go, in the daily purge', async () => {
      expect(auditPurge).toMatchObject({
        name: 'purge_audit_events',
        schedule: expect.stringMatching(/^\d+ \d+ \* \* \*$/),
      });
      const insert = (age: string, label: string) =>
        sql(`insert into audit_events (id, at, action, result, target_label)
             values (gen_random_uuid(), now() - interval '${age}', 'sign-in', 'success', '${label}')`);
      await insert('400 days', 'old');
      await insert('100 days', 'middling');
      await insert('10 days', 'recent');
      const labels = async () =>
        (
          await t
            .em()
            .execute<{ target_label: string }[]>(
              `select target_label from audit_events where target_label in ('old', 'middling', 'recent') order by at`,
            )
        ).map((r) => r.target_label);
      const by: AuditBy = { actor: null, ip: null, userAgent: 'server (daily purge)', log: t.infra.log };
      expect(await purgeAuditEvents(t.em(), by)).toBe(1);
      expect(await labels()).toEqual(['middling', 'recent']);
      expect(await newest('audit-events-purged')).toMatchObject({ targetLabel: '1' });
      // A shorter retention setting lets more go, but never under 30 days.
      await sql(`insert into business_settings (key, value) values ('auditRetentionDays', '60')`);
      expect(await purgeAuditEvents(t.em(), by)).toBe(1);
      expect(await labels()).toEqual(['recent']);
      await sql(`update business_settings set value = '1' where key = 'auditRetentionDays'`);
      await expect(sql(`delete from audit_events where target_label = 'recent'`)).rejects.toThrow(/too young/);
      expect(await purgeAuditEvents(t.em(), by)).toBe(0);
    });
  });

  describe('the managers’ list', () => {
    const at = (ms: number) => new Date(Date.UTC(2026, 0, 10) + ms);
    beforeAll(async () => {
      // 30 events by one made-up actor over three days, written as the recorder does.
      const em = t.em();
      for (let i = 0; i < 30; i++) {
        await em.execute(
          `insert into audit_events (id, at, actor_email, action, result) values (gen_random_uuid(), ?, ?, ?, 'success')`,
          [at(i * 3 * 3600_000), 'paging@audit.example', i % 3 === 0 ? 'sign-out' : 'sign-in'],
        );
      }
    });

    it('pages newest first with cursors, 25 at a time, and filters by actor, action and days', async () => {
      const first = await events('actor=Paging@audit.example');
      expect(first.total).toBe(30);
      expect(first.items).toHaveLength(25);
      const times = first.items.map((e) => e.at);
      expect(times).toEqual([...times].sort().reverse());
      expect(first.items[0]?.at).toBe(at(29 * 3 * 3600_000).toISOString());
      const second = await events(`actor=paging@audit.example&cursor=${first.nextCursor}`);
      expect(second.items).toHaveLength(5);
      expect(second.nextCursor).toBeNull();
      expect(new Set([...first.items, ...second.items].map((e) => e.id)).size).toBe(30);

      expect((await events('actor=paging@audit.example&action=sign-out')).total).toBe(10);
      // 2026-01-10 holds events 0-7 (every 3 hours), 2026-01-11 events 8-15.
      expect((await events('actor=paging@audit.example&from=2026-01-10&to=2026-01-10')).total).toBe(8);
      expect((await events('actor=paging@audit.example&from=2026-01-11')).total).toBe(22);
      expect((await events('actor=paging@audit.example&to=2026-01-11&action=sign-in')).total).toBe(10);
    });

    it('refuses a bad filter with 400 naming the field, and a forged cursor', async () => {
      for (const [query, field] of [
        ['action=dance', 'action'],
        ['from=yesterday', 'from'],
        ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
        ['who=me', 'who'],
      ]) {
        const res = await t.app.inject({ url: `/api/admin/audit-events?${query}`, headers: manager });
        expect(res.statusCode).toBe(400);
        expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual([field]);
      }
    });

    it('is for managers only', async () => {
      const url = '/api/admin/audit-events';
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: await t.bearer('supervisor') })).statusCode).toBe(403);
    });
  });
});

describe('answers to a staff token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('carry Cache-Control: no-store on REST and tRPC, refusals too; anonymous public reads stay cacheable', async () => {
    const headers = await t.bearer('manager');
    const answers = await Promise.all([
      t.app.inject({ url: '/api/auth/user', headers }),
      t.app.inject({ url: '/api/admin/audit-events', headers }),
      t.app.inject({ url: '/api/settings', headers }),
      t.app.inject({ url: '/trpc/auth.me', headers }),
      t.app.inject({
        url: `/trpc/settings.public,audit.list?batch=1&input=${encodeURIComponent('{"0":{"json":{}},"1":{"json":{}}}')}`,
        headers,
      }),
      t.app.inject({ url: '/api/admin/parts/999999', method: 'DELETE', headers }),
      t.app.inject({ url: '/api/auth/user', headers: { authorization: 'Bearer no-such-session' } }),
      t.app.inject({ url: '/api/admin/users', headers: await t.bearer('user') }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 404, 401, 403]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: MANAGER });
    expect(login.headers['cache-control']).toBe('no-store');
    // The same read without a token is the public's, which browsers may keep.
    const anonymous = await t.app.inject({ url: '/api/settings' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).not.toBe('no-store');
  });
});
