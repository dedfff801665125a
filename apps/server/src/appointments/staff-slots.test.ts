import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { updateSettings } from '../settings/settings.service.ts';
import { Appointment } from './appointment.entity.ts';

// Friday 2027-03-12, 9:00 AM in Las Vegas; Monday the 15th opens at 8:30.
const NOW = new Date('2027-03-12T17:00:00Z');
const MONDAY_830 = '2027-03-15T15:30:00.000Z';
const MONDAY_900 = '2027-03-15T16:00:00.000Z';

interface CountedSlot {
  start: string;
  booked: number;
  capacity: number;
}

describe('GET /api/admin/appointments/slots: every slot for the front desk', () => {
  let t: TestApp;
  let supervisor: Record<string, string>;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ infra: { now: () => NOW } });
    // The demo's appointments would hold places in the days looked at.
    await t.em().nativeDelete(Appointment, {});
    supervisor = await t.bearer('supervisor');
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const staffSlots = async (from: string, to: string, headers = supervisor) => {
    const res = await t.app.inject({ url: `/api/admin/appointments/slots?from=${from}&to=${to}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { slots: CountedSlot[] }).slots;
  };
  const publicStarts = async (from: string, to: string) =>
    (
      (await t.app.inject({ url: `/api/appointments/slots?from=${from}&to=${to}` })).json() as {
        slots: { start: string }[];
      }
    ).slots.map((s) => s.start);
  const hold = async (start: string, status: 'pending' | 'confirmed' | 'cancelled', times = 1) => {
    const em = t.em();
    for (let i = 0; i < times; i++) {
      em.create(Appointment, {
        firstName: 'A',
        lastName: 'B',
        phone: '7025550100',
        appointmentDate: new Date(start),
        status,
      });
    }
    await em.flush();
  };

  it('lists full and overbooked slots with places taken and the capacity, which customers are not offered', async () => {
    await hold(MONDAY_830, 'confirmed');
    await hold(MONDAY_830, 'pending');
    await hold(MONDAY_830, 'cancelled');
    await hold(MONDAY_900, 'pending', 3); // overbooked by staff

    const monday = await staffSlots('2027-03-15', '2027-03-15');
    expect(monday).toHaveLength(19); // 8:30 AM to 5:30 PM, every one of them
    expect(monday.slice(0, 3)).toEqual([
      { start: MONDAY_830, booked: 2, capacity: 2 },
      { start: MONDAY_900, booked: 3, capacity: 2 },
      { start: '2027-03-15T16:30:00.000Z', booked: 0, capacity: 2 },
    ]);
    const offered = await publicStarts('2027-03-15', '2027-03-15');
    expect(offered).not.toContain(MONDAY_830);
    expect(offered).not.toContain(MONDAY_900);
    expect(offered).toEqual(monday.filter((s) => s.booked < s.capacity).map((s) => s.start));
  });

  it('follows the calendar (two hours ahead, closed Sunday) and the capacity setting, for a manager too', async () => {
    const weekend = await staffSlots('2027-03-12', '2027-03-14', manager);
    expect(weekend[0]?.start).toBe('2027-03-12T19:00:00.000Z'); // Friday 11:00 AM, two hours after now
    expect(weekend.some((s) => s.start.startsWith('2027-03-14'))).toBe(false); // Sunday closed
    await updateSettings(t.em(), { slotCapacity: 3 });
    t.infra.reads.changed('settings');
    expect((await staffSlots('2027-03-15', '2027-03-15'))[0]).toEqual({ start: MONDAY_830, booked: 2, capacity: 3 });
  });

  it('shows a booking made a moment ago at once', async () => {
    const start = '2027-03-16T15:30:00.000Z';
    expect((await staffSlots('2027-03-16', '2027-03-16'))[0]).toMatchObject({ start, booked: 0 });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        firstName: 'Lucía',
        lastName: 'Ramírez',
        phone: '(702) 555-0177',
        email: null,
        serviceId: null,
        vehicleYear: null,
        vehicleMake: null,
        vehicleModel: null,
        appointmentDate: start,
        notes: null,
        language: 'es',
        website: '',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await staffSlots('2027-03-16', '2027-03-16'))[0]).toMatchObject({ start, booked: 1 });
  });

  it('is for staff only, and refuses a bad range with the field named', async () => {
    expect(
      (await t.app.inject({ url: '/api/admin/appointments/slots?from=2027-03-15&to=2027-03-15' })).statusCode,
    ).toBe(401);
    const user = await t.bearer('user');
    const refused = await t.app.inject({
      url: '/api/admin/appointments/slots?from=2027-03-15&to=2027-03-15',
      headers: user,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      url: '/api/admin/appointments/slots?from=2027-03-12&to=2027-06-12',
      headers: supervisor,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toContain('to');
  });
});
