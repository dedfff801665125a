import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Service } from '../services/service.entity.ts';
import { Appointment } from './appointment.entity.ts';

// Friday 2027-03-12, 9:00 AM in Las Vegas.
const NOW = new Date('2027-03-12T17:00:00Z');
const MONDAY_830 = '2027-03-15T15:30:00.000Z';
const MONDAY_900 = '2027-03-15T16:00:00.000Z';
const TIME_INVALID = 'Please choose one of the offered times';
/** Starts the booking page never offers at NOW, Las Vegas time (PDT from March 14th). */
const NEVER_OFFERED = [
  '2027-03-12T17:30:00.000Z', // Friday 9:30 AM: in thirty minutes, inside the lead time
  '2027-05-14T15:30:00.000Z', // Friday 8:30 AM, beyond the sixty days
  '2027-03-14T17:00:00.000Z', // Sunday 10:00 AM: closed
  '2027-03-15T15:45:00.000Z', // Monday 8:45 AM: off the half hour
  '2027-03-11T16:30:00.000Z', // Thursday 8:30 AM: yesterday
];

const REQUEST = {
  firstName: 'Lucía',
  lastName: 'Ramírez',
  phone: '(702) 555-0177',
  email: 'lucia@example.com',
  serviceId: null,
  vehicleYear: 2015,
  vehicleMake: 'Nissan',
  vehicleModel: 'Altima',
  appointmentDate: MONDAY_830,
  notes: 'Ruido al frenar',
  language: 'es',
  website: '',
};

describe('booking an appointment', () => {
  let t: TestApp;
  let supervisor: Record<string, string>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ infra: { now: () => NOW } });
    supervisor = await t.bearer('supervisor');
  });
  afterAll(() => t.close());

  /** Each request from its own address and phone, so the limits stay out of the way. */
  const book = (body: object, slot = MONDAY_830) => {
    n++;
    const phone = `(702) 555-${String(1000 + n).slice(-4)}`;
    return t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: { ...REQUEST, phone, email: `c${n}@example.com`, appointmentDate: slot, ...body },
      remoteAddress: `10.20.0.${n % 250}`,
    });
  };
  const patch = (id: number, body: object, headers = supervisor) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/appointments/${id}`, payload: body, headers });

  it('stores a pending request and answers 201 with its public fields', async () => {
    const service = await t.em().findOneOrFail(Service, { isActive: true }, { orderBy: { id: 'asc' } });
    const res = await book({ serviceId: service.id }, '2027-03-16T15:30:00.000Z');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    // In the customer's language, as the booking page shows it back.
    expect(service.nameEs).toBeTruthy();
    expect(body).toMatchObject({
      status: 'pending',
      language: 'es',
      serviceName: service.nameEs,
      vehicleMake: 'Nissan',
    });
    expect(body.email).toBeUndefined();
    const stored = await t.em().findOneOrFail(Appointment, { id: body.id });
    expect(stored).toMatchObject({ status: 'pending', language: 'es', vehicleYear: 2015, notes: 'Ruido al frenar' });
  });

  it('gives the last place to one of two customers racing for it: one 201, one 409', async () => {
    expect((await book({}, MONDAY_900)).statusCode).toBe(201);
    const [a, b] = await Promise.all([book({}, MONDAY_900), book({}, MONDAY_900)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toBe('That time was just taken; please pick another');
    expect(await t.em().count(Appointment, { appointmentDate: new Date(MONDAY_900) })).toBe(2);
  });

  it('stores exactly the capacity when many ask for one slot at once', async () => {
    const slot = '2027-03-17T17:00:00.000Z';
    const answers = await Promise.all(Array.from({ length: 6 }, () => book({}, slot)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await t.em().count(Appointment, { appointmentDate: new Date(slot) })).toBe(2);
  });

  it('refuses a time never offered as bad input on appointmentDate: too soon, too far, closed, off the half hour', async () => {
    for (const slot of NEVER_OFFERED) {
      const res = await book({}, slot);
      expect(res.statusCode, slot).toBe(400);
      expect(res.json()).toEqual({
        message: TIME_INVALID,
        reason: 'invalid-input',
        issues: [{ path: 'appointmentDate', message: TIME_INVALID, key: 'timeInvalid' }],
      });
    }
    expect(await t.em().count(Appointment, { appointmentDate: { $in: NEVER_OFFERED.map((s) => new Date(s)) } })).toBe(
      0,
    );
  });

  it('refuses a time never offered on every door: tRPC request, staff booking, reschedule, a closed special day', async () => {
    const sunday = '2027-03-14T17:00:00.000Z'; // Sunday 10:00 AM
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/appointments.request',
      payload: { json: { ...REQUEST, phone: '(702) 555-8801', email: 'trpc@example.com', appointmentDate: sunday } },
      remoteAddress: '10.40.0.1',
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.json.data.issues).toEqual([
      { path: 'appointmentDate', message: TIME_INVALID, key: 'timeInvalid' },
    ]);

    const staff = (appointmentDate: string, extra: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/appointments',
        payload: { ...REQUEST, website: undefined, appointmentDate, ...extra },
        headers: supervisor,
      });
    // Overbooking takes a full slot, never one the shop doesn't offer.
    const offHalfHour = await staff('2027-03-15T15:45:00.000Z', { overbook: true }); // Monday 8:45 AM
    expect(offHalfHour.statusCode).toBe(400);
    expect(offHalfHour.json().issues).toEqual([{ path: 'appointmentDate', message: TIME_INVALID, key: 'timeInvalid' }]);

    const id = (await book({}, '2027-03-24T15:30:00.000Z')).json().id as number;
    const moved = await patch(id, { status: 'pending', appointmentDate: sunday });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().issues).toEqual([{ path: 'appointmentDate', message: TIME_INVALID, key: 'timeInvalid' }]);

    // Wednesday 2027-03-31 closes for the day: its 10:00 AM, offered until now, no longer is.
    const wednesday10 = '2027-03-31T17:00:00.000Z';
    const manager = await t.bearer('manager');
    const closed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: manager,
      payload: { specialDays: [{ date: '2027-03-31', closed: true, noteEn: 'Inventory day' }] },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await book({}, wednesday10)).statusCode).toBe(400);
    expect((await staff(wednesday10, { overbook: true })).statusCode).toBe(400);
    expect((await patch(id, { status: 'pending', appointmentDate: wednesday10 })).statusCode).toBe(400);
    expect((await t.em().findOneOrFail(Appointment, id)).appointmentDate.toISOString()).toBe(
      '2027-03-24T15:30:00.000Z',
    );
  });

  it('refuses bad input field by field', async () => {
    const res = await book({
      firstName: '',
      phone: 'abcdefghij',
      email: 'nope',
      appointmentDate: 'soon',
      language: 'fr',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'firstName', message: 'First name is required', key: 'firstNameRequired' },
      { path: 'phone', message: 'Please enter a valid phone number', key: 'phoneInvalid' },
      { path: 'email', message: 'Please enter a valid email address', key: 'emailInvalid' },
      { path: 'appointmentDate', message: 'Please choose one of the offered times', key: 'timeInvalid' },
      { path: 'language', message: "This value isn't valid", key: 'invalidValue' },
    ]);
  });

  it('keeps nothing from a bot that filled in the honeypot, and looks like success', async () => {
    const res = await book({ lastName: 'Robot', website: 'http://spam.example' }, '2027-03-18T15:30:00.000Z');
    expect(res.statusCode).toBe(201);
    expect(await t.em().count(Appointment, { lastName: 'Robot' })).toBe(0);
  });

  it('pauses one customer after five requests, but not others on their network', async () => {
    const same = { phone: '(702) 555-0999' };
    const slots = ['15:30', '16:00', '16:30', '17:00', '17:30', '18:00'].map((h) => `2027-03-19T${h}:00.000Z`);
    const codes: number[] = [];
    for (const [i, slot] of slots.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        payload: { ...REQUEST, ...same, email: `same${i}@example.com`, appointmentDate: slot },
        remoteAddress: '10.30.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    const neighbour = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: { ...REQUEST, phone: '(702) 555-0888', email: 'other@example.com', appointmentDate: slots[5] },
      remoteAddress: '10.30.0.1',
    });
    expect(neighbour.statusCode).toBe(201);
  });

  it('lets staff book a full slot only with overbook', async () => {
    const body = { ...REQUEST, appointmentDate: MONDAY_900, website: undefined };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/appointments',
      payload: body,
      headers: supervisor,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/full/);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/appointments',
      payload: { ...body, overbook: true },
      headers: supervisor,
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json()).toMatchObject({ status: 'pending', phone: REQUEST.phone });
    expect(
      await t.em().count(Appointment, { appointmentDate: new Date(MONDAY_900), status: { $ne: 'cancelled' } }),
    ).toBe(3);
  });

  it('moves statuses forward only, and answers 409 to anything else', async () => {
    const id = (await book({}, '2027-03-22T15:30:00.000Z')).json().id as number;
    expect((await patch(id, { status: 'completed' })).statusCode).toBe(409);
    expect((await patch(id, { status: 'pending' })).statusCode).toBe(409);
    const confirmed = await patch(id, { status: 'confirmed' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().confirmedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await patch(id, { status: 'confirmed' })).json().message).toBe('This appointment is already confirmed');
    // Rescheduling keeps it confirmed.
    const moved = await patch(id, { status: 'confirmed', appointmentDate: '2027-03-23T16:00:00.000Z' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'confirmed', appointmentDate: '2027-03-23T16:00:00.000Z' });
    // Not to a full slot (409, it was offered), nor to a closed day (400, it never was).
    expect((await patch(id, { status: 'confirmed', appointmentDate: MONDAY_900 })).statusCode).toBe(409);
    expect((await patch(id, { status: 'confirmed', appointmentDate: '2027-03-21T17:00:00.000Z' })).statusCode).toBe(
      400,
    );
    expect((await patch(id, { status: 'completed' })).json().status).toBe('completed');
    for (const status of ['pending', 'confirmed', 'cancelled']) {
      expect((await patch(id, { status, reason: 'x' })).statusCode, status).toBe(409);
    }
  });

  it('cancels a pending or confirmed one with its reason, and never again', async () => {
    const id = (await book({}, '2027-03-22T16:00:00.000Z')).json().id as number;
    const noReason = await patch(id, { status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toEqual([
      { path: 'reason', message: 'Please give a reason for cancelling', key: 'cancelReasonRequired' },
    ]);
    const cancelled = await patch(id, { status: 'cancelled', reason: 'Customer sold the car' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Customer sold the car' });
    expect((await patch(id, { status: 'confirmed' })).statusCode).toBe(409);
    expect((await patch(999999, { status: 'confirmed' })).statusCode).toBe(404);
  });

  it('lets a manager act too, not a user', async () => {
    const id = (await book({}, '2027-03-22T16:30:00.000Z')).json().id as number;
    expect((await patch(id, { status: 'confirmed' }, await t.bearer('user'))).statusCode).toBe(403);
    expect((await patch(id, { status: 'confirmed' }, await t.bearer('manager'))).statusCode).toBe(200);
  });

  it('filters the staff list by scope and status', async () => {
    const list = async (query: string) =>
      (await t.app.inject({ url: `/api/admin/appointments${query}`, headers: supervisor })).json() as {
        appointmentDate: string;
        status: string;
      }[];
    const upcoming = await list('');
    expect(upcoming.every((a) => Date.parse(a.appointmentDate) >= NOW.getTime())).toBe(true);
    const dates = upcoming.map((a) => Date.parse(a.appointmentDate));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect((await list('?scope=past')).every((a) => Date.parse(a.appointmentDate) < NOW.getTime())).toBe(true);
    const cancelled = await list('?scope=all&status=cancelled');
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((a) => a.status === 'cancelled')).toBe(true);
  });
});
