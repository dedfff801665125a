import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { User } from '../auth/user.entity.ts';
import { createCustomerLink } from '../customer-links/customer-links.ts';
import type { Mail } from '../mail/mailer.ts';
import { Appointment } from './appointment.entity.ts';

// Friday 2027-03-12, 9:00 AM in Las Vegas (PST); the clocks spring forward on Sunday the 14th.
const NOW = new Date('2027-03-12T17:00:00Z');
const MONDAY_830 = '2027-03-15T15:30:00.000Z';
const TUESDAY_900 = '2027-03-16T16:00:00.000Z';
const NOTIFY = 'desk@shop.example';

const REQUEST = {
  firstName: 'Lucía',
  lastName: 'Ramírez',
  serviceId: null,
  vehicleYear: 2015,
  vehicleMake: 'Nissan',
  vehicleModel: 'Altima',
  notes: null,
  language: 'es',
  website: '',
};

describe('a customer manages their appointment from the link in its emails', () => {
  let t: TestApp;
  let now = NOW;
  let supervisor: Record<string, string>;
  let manager: Record<string, string>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ infra: { now: () => now }, env: { CONTACT_NOTIFY_EMAIL: NOTIFY } });
    supervisor = await t.bearer('supervisor');
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = NOW;
  });

  /** Every email queued so far, oldest first, as the worker would send it. */
  const queued = async (): Promise<Mail[]> =>
    (
      await t
        .em()
        .getConnection()
        .execute<{ payload: Mail }[]>(
          `select j.payload from graphile_worker._private_jobs j
             join graphile_worker._private_tasks k on k.id = j.task_id
            where k.identifier = 'send_email' order by j.id`,
        )
    ).map((r) => r.payload);
  const lastTo = async (to: string) => (await queued()).filter((m) => m.to === to).at(-1);
  const tokenIn = (mail: Mail | undefined) =>
    /\/appointments\/manage\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? 'none';

  /** Thursday and Friday slots, each used once (two places each): 8:30 AM to 5:30 PM PDT. */
  const free = ['2027-03-18', '2027-03-19'].flatMap((day) =>
    Array.from({ length: 19 }, (_, i) => new Date(Date.parse(`${day}T15:30:00Z`) + i * 1_800_000).toISOString()),
  );
  /** A request from the booking page, each from its own address, phone and email. */
  const book = async (slot = free.shift() ?? '', extra: object = {}) => {
    n++;
    const email = `m${n}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: { ...REQUEST, phone: `(702) 555-${String(2000 + n)}`, email, appointmentDate: slot, ...extra },
      remoteAddress: `10.60.0.${n % 250}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().id as number, email, slot, token: tokenIn(await lastTo(email)) };
  };
  const view = (token: string, ip = '10.61.0.1') =>
    t.app.inject({ url: `/api/appointments/manage/${token}`, remoteAddress: ip });
  const post = (token: string, action: 'cancel' | 'reschedule', payload: object, ip = '10.61.0.2') =>
    t.app.inject({ method: 'POST', url: `/api/appointments/manage/${token}/${action}`, payload, remoteAddress: ip });
  const history = async (id: number) =>
    (
      await t.app.inject({
        url: `/trpc/appointments.history?input=${encodeURIComponent(JSON.stringify({ json: { id } }))}`,
        headers: supervisor,
      })
    ).json().result.data.json as {
      byCustomer: boolean;
      staffName: string | null;
      fromStatus: string | null;
      toStatus: string;
      fromDate: string | null;
      toDate: string;
      reason: string | null;
    }[];

  it('emails a private link in the customer’s language and keeps only its SHA-256', async () => {
    const { id, email, token } = await book(MONDAY_830);
    const mail = await lastTo(email);
    expect(mail?.text).toContain(`/es/appointments/manage/${token}`);
    const links = await t
      .em()
      .getConnection()
      .execute<{ token_hash: string; expires_at: Date }[]>(
        "select token_hash, expires_at from customer_links where purpose = 'manage-appointment' and appointment_id = ?",
        [id],
      );
    expect(links).toHaveLength(1);
    expect(links[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(links[0]?.token_hash).not.toContain(token);
    // Good until a day after the visit.
    expect(new Date(links[0]?.expires_at ?? 0).toISOString()).toBe('2027-03-16T15:30:00.000Z');

    const res = await view(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'pending',
      appointmentDate: MONDAY_830,
      language: 'es',
      firstName: 'Lucía',
      serviceName: null,
      vehicle: '2015 Nissan Altima',
      // 24 hours before on the Las Vegas clock: Sunday 8:30 AM PDT.
      changeUntil: '2027-03-14T15:30:00.000Z',
      changes: 'open',
      shopPhone: '(702) 555-0142',
    });
  });

  it('opens one appointment only, and answers a bad, foreign-looking or expired token with the same 404', async () => {
    const mine = await book();
    const theirs = await book();
    expect(mine.token).not.toBe(theirs.token);
    // Each token changes only its own appointment.
    expect((await post(theirs.token, 'cancel', { reason: null })).statusCode).toBe(200);
    const stillMine = await view(mine.token);
    expect(stillMine.json().status).toBe('pending');

    const refusal = { message: 'This link is not valid or has expired', reason: 'link-not-valid' };
    const unknown = 'A'.repeat(43);
    for (const token of [unknown, 'short', `${mine.token}x`]) {
      const res = await view(token);
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toEqual(refusal);
    }
    // A day after the visit the link is gone: the same answer as a token that never existed.
    now = new Date(new Date(mine.slot).getTime() + 24 * 3_600_000 + 60_000);
    const expired = await view(mine.token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(refusal);
    expect((await post(mine.token, 'cancel', {})).statusCode).toBe(404);
    now = new Date(new Date(mine.slot).getTime() + 24 * 3_600_000 - 60_000);
    expect((await view(mine.token)).json().changes).toBe('closed');
  });

  it('cancels with an optional reason: a METHOD:CANCEL invitation to the customer, a notice to the shop, a history line', async () => {
    const { id, email, token } = await book();
    const res = await post(token, 'cancel', { reason: 'Ya lo arreglé' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', changes: 'closed' });
    const stored = await t.em().findOneOrFail(Appointment, { id });
    expect(stored).toMatchObject({ status: 'cancelled', cancelReason: 'Ya lo arreglé' });

    const mail = await lastTo(email);
    expect(mail?.subject).toMatch(/^Cita cancelada/);
    const ics = String(mail?.attachments?.[0]?.content ?? '');
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    const notice = await lastTo(NOTIFY);
    expect(notice?.subject).toBe('Appointment cancelled by the customer: Lucía Ramírez');
    expect(notice?.text).toContain('Reason: Ya lo arreglé');

    expect((await history(id)).map((h) => [h.byCustomer, h.fromStatus, h.toStatus, h.reason])).toEqual([
      [true, null, 'pending', null],
      [true, 'pending', 'cancelled', 'Ya lo arreglé'],
    ]);
    // Read only from now on.
    const again = await post(token, 'cancel', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('appointment-closed');
  });

  it('moves to a free slot: the new invitation with a fresh link, the old link follows, the shop hears', async () => {
    const { id, email, slot, token } = await book();
    const res = await post(token, 'reschedule', { appointmentDate: TUESDAY_900 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', appointmentDate: TUESDAY_900, changes: 'open' });
    const mail = await lastTo(email);
    expect(mail?.subject).toMatch(/^Su cita cambió de horario/);
    expect(String(mail?.attachments?.[0]?.content)).toContain('STATUS:TENTATIVE');
    const fresh = tokenIn(mail);
    expect(fresh).not.toBe(token);
    // The first email's link now lasts until a day after the new time too.
    now = new Date('2027-03-16T16:30:00Z');
    expect((await view(token)).json()).toMatchObject({ appointmentDate: TUESDAY_900, changes: 'closed' });
    expect((await view(fresh)).statusCode).toBe(200);
    now = NOW;
    expect((await lastTo(NOTIFY))?.subject).toBe('Appointment moved by the customer: Lucía Ramírez');
    expect((await history(id)).at(-1)).toMatchObject({
      byCustomer: true,
      fromStatus: 'pending',
      toStatus: 'pending',
      fromDate: slot,
      toDate: TUESDAY_900,
    });
    // A time never offered is bad input; the same time is a conflict.
    const sunday = await post(fresh, 'reschedule', { appointmentDate: '2027-03-14T17:00:00.000Z' });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().issues).toEqual([
      { path: 'appointmentDate', message: 'Please choose one of the offered times', key: 'timeInvalid' },
    ]);
    expect((await post(fresh, 'reschedule', { appointmentDate: TUESDAY_900 })).json().reason).toBe(
      'already-at-that-time',
    );
    const stray = await post(fresh, 'reschedule', { appointmentDate: TUESDAY_900, status: 'confirmed' });
    expect(stray.statusCode).toBe(400);
  });

  it('never overbooks the last place when a move races a new booking for it', async () => {
    const slots = ['2027-03-17T16:00:00.000Z', '2027-03-17T16:30:00.000Z', '2027-03-17T17:00:00.000Z'];
    for (const slot of slots) {
      await book(slot); // one of the two places taken
      const mover = await book();
      n++;
      const [moved, booked] = await Promise.all([
        post(mover.token, 'reschedule', { appointmentDate: slot }, `10.62.0.${n % 250}`),
        t.app.inject({
          method: 'POST',
          url: '/api/appointments',
          payload: { ...REQUEST, phone: `(702) 555-${3000 + n}`, email: `r${n}@example.com`, appointmentDate: slot },
          remoteAddress: `10.63.0.${n % 250}`,
        }),
      ]);
      // Either the move wins (200) and the booking is refused, or the booking wins (201) and the move is.
      expect([`${moved.statusCode}`, `${booked.statusCode}`], slot).toSatisfy(
        ([m, b]: string[]) => (m === '200' && b === '409') || (m === '409' && b === '201'),
      );
      expect((moved.statusCode === 409 ? moved : booked).json().reason).toBe('slot-taken');
      expect(await t.em().count(Appointment, { appointmentDate: new Date(slot), status: { $ne: 'cancelled' } })).toBe(
        2,
      );
    }
  });

  describe('the cut-off, on the Las Vegas clock across both daylight-saving changes', () => {
    /** An appointment written directly (outside the booking window of NOW) with a link to it. */
    const arrange = async (start: string) => {
      const em = t.em();
      const a = em.create(Appointment, {
        ...REQUEST,
        language: 'en',
        phone: '(702) 555-4400',
        email: 'dst@example.com',
        appointmentDate: new Date(start),
        status: 'confirmed',
        service: null,
        notes: null,
      });
      await em.flush();
      const token = await createCustomerLink(em, {
        purpose: 'manage-appointment',
        appointmentId: a.id,
        expiresAt: new Date(new Date(start).getTime() + 86_400_000),
      });
      return token;
    };
    const changesAt = async (token: string, at: string) => {
      now = new Date(at);
      return (await view(token, '10.64.0.1')).json().changes as string;
    };

    it('a setting on the Settings screen, 24 hours by default', async () => {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: manager,
        payload: { manageCutoffHours: 48 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().manageCutoffHours).toBe(48);
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: manager,
        payload: { manageCutoffHours: -1 },
      });
      expect(bad.statusCode).toBe(400);
    });

    it('spring forward: 48 hours before Monday 8:30 AM PDT is Saturday 8:30 AM PST (47 real hours)', async () => {
      const token = await arrange('2027-03-15T15:30:00.000Z');
      expect(await changesAt(token, '2027-03-13T16:29:59.000Z')).toBe('open');
      expect(await changesAt(token, '2027-03-13T16:30:00.000Z')).toBe('call');
      const late = await post(token, 'cancel', {}, '10.64.0.2');
      expect(late.statusCode).toBe(409);
      expect(late.json().reason).toBe('past-cutoff');
    });

    it('fall back: 48 hours before Monday 8:30 AM PST is Saturday 8:30 AM PDT (49 real hours)', async () => {
      const token = await arrange('2027-11-08T16:30:00.000Z');
      expect(await changesAt(token, '2027-11-06T15:29:59.000Z')).toBe('open');
      expect(await changesAt(token, '2027-11-06T15:30:00.000Z')).toBe('call');
      expect(await changesAt(token, '2027-11-08T16:30:00.000Z')).toBe('closed');
    });

    afterAll(async () => {
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: manager,
        payload: { manageCutoffHours: 24 },
      });
    });
  });

  it('rate limits the page’s REST paths per address', async () => {
    const { token } = await book();
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await view(token, '10.65.0.1')).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
    expect((await view(token, '10.65.0.2')).statusCode).toBe(200);
  });
});

describe('no-shows and the history of staff changes', () => {
  let t: TestApp;
  let now = NOW;
  let supervisor: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ infra: { now: () => now } });
    supervisor = await t.bearer('supervisor');
  });
  afterAll(() => t.close());

  const patch = (id: number, body: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/appointments/${id}`, payload: body, headers: supervisor });
  const bookByPhone = async (slot: string, phone: string, email: string | null) => {
    now = NOW;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/appointments',
      headers: supervisor,
      payload: { ...REQUEST, website: undefined, phone, email, appointmentDate: slot, language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  it('marks only a confirmed appointment whose time has passed as a no-show; every other move to it is 409', async () => {
    const id = await bookByPhone(MONDAY_830, '(702) 555-7100', 'ns@example.com');
    const pending = await patch(id, { status: 'no-show' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().reason).toBe('status-change-not-allowed');
    expect((await patch(id, { status: 'confirmed' })).statusCode).toBe(200);
    const early = await patch(id, { status: 'no-show' });
    expect(early.statusCode).toBe(409);
    expect(early.json().reason).toBe('no-show-too-early');
    now = new Date('2027-03-15T16:00:00Z');
    const marked = await patch(id, { status: 'no-show' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().status).toBe('no-show');
    for (const status of ['completed', 'cancelled', 'confirmed', 'no-show']) {
      const res = await patch(id, { status, reason: 'x' });
      expect(res.statusCode, status).toBe(409);
    }
    const lines = (
      await t.app.inject({
        url: `/trpc/appointments.history?input=${encodeURIComponent(JSON.stringify({ json: { id } }))}`,
        headers: supervisor,
      })
    ).json().result.data.json;
    const staff = await t.em().findOneOrFail(User, { role: 'supervisor' });
    const name = [staff.firstName, staff.lastName].filter(Boolean).join(' ') || staff.email;
    type Line = { byCustomer: boolean; staffName: string; fromStatus: string; toStatus: string };
    expect(lines.map((l: Line) => [l.byCustomer, l.staffName, l.fromStatus, l.toStatus])).toEqual([
      [false, name, null, 'pending'],
      [false, name, 'pending', 'confirmed'],
      [false, name, 'confirmed', 'no-show'],
    ]);
    // The audit trail names who marked it, once: the refused tries after it left no event.
    const events = await t
      .em()
      .getConnection()
      .execute<{ actor_email: string; target_id: string; target_label: string }[]>(
        `select actor_email, target_id, target_label from audit_events where action = 'appointment-no-show'`,
      );
    expect(events).toEqual([
      { actor_email: staff.email, target_id: String(id), target_label: `${REQUEST.firstName} ${REQUEST.lastName}` },
    ]);
  });

  it('flags a new booking whose phone or email had two no-shows, in one query for the page', async () => {
    // A second no-show by the same customer, under another email but the same phone digits.
    const second = await bookByPhone('2027-03-15T16:00:00.000Z', '702-555-7100', 'other@example.com');
    await patch(second, { status: 'confirmed' });
    now = new Date('2027-03-15T17:00:00Z');
    expect((await patch(second, { status: 'no-show' })).statusCode).toBe(200);
    const returning = await bookByPhone('2027-03-16T15:30:00.000Z', '(702) 555-9999', 'NS@example.com');
    const stranger = await bookByPhone('2027-03-16T16:00:00.000Z', '(702) 555-9998', 'new@example.com');
    const sameEmailOnce = await bookByPhone('2027-03-16T16:30:00.000Z', '(702) 555-7100', null);
    const page = await t.app.inject({
      url: '/api/admin/appointments?scope=all&limit=50',
      headers: supervisor,
    });
    expect(page.statusCode).toBe(200);
    const noShows = Object.fromEntries(
      (page.json().items as { id: number; noShows: number }[]).map((r) => [r.id, r.noShows]),
    );
    // The returning customer's email matches one no-show, the same phone both.
    expect(noShows[returning]).toBe(1);
    expect(noShows[stranger]).toBe(0);
    expect(noShows[sameEmailOnce]).toBe(2);
  });
});
