import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { CALENDAR_SETTING_DEFAULTS, type CalendarSettings, updateSettings } from '../settings/settings.service.ts';
import { Appointment } from './appointment.entity.ts';
import { calendarSlots } from './slots.ts';

const settings: CalendarSettings = CALENDAR_SETTING_DEFAULTS;
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('the booking calendar in Las Vegas time', () => {
  // Friday 2027-03-12, 9:00 AM in Las Vegas (PST): daylight-saving time starts on Sunday the 14th.
  const beforeSpring = new Date('2027-03-12T17:00:00Z');

  it('offers 30-minute slots that end by closing, from 8:30 AM before and after the spring change', () => {
    const friday = iso(calendarSlots('2027-03-19', '2027-03-19', settings, beforeSpring));
    expect(friday[0]).toBe('2027-03-19T15:30:00.000Z'); // 8:30 AM PDT
    expect(friday.at(-1)).toBe('2027-03-20T00:30:00.000Z'); // 5:30 PM PDT, ends at 6:00
    expect(friday).toHaveLength(19);
    const nextFriday = iso(calendarSlots('2027-03-12', '2027-03-12', settings, new Date('2027-03-12T08:00:00Z')));
    expect(nextFriday[0]).toBe('2027-03-12T16:30:00.000Z'); // 8:30 AM PST
  });

  it('moves back an hour across the November change', () => {
    const now = new Date('2027-11-01T17:00:00Z');
    expect(iso(calendarSlots('2027-11-05', '2027-11-05', settings, now))[0]).toBe('2027-11-05T15:30:00.000Z'); // PDT
    expect(iso(calendarSlots('2027-11-08', '2027-11-08', settings, now))[0]).toBe('2027-11-08T16:30:00.000Z'); // PST
  });

  it('keeps Saturday short and Sunday closed', () => {
    const saturday = iso(calendarSlots('2027-03-20', '2027-03-20', settings, beforeSpring));
    expect(saturday[0]).toBe('2027-03-20T16:30:00.000Z'); // 9:30 AM PDT
    expect(saturday.at(-1)).toBe('2027-03-20T19:30:00.000Z'); // 12:30 PM, ends at 1:00
    expect(calendarSlots('2027-03-21', '2027-03-21', settings, beforeSpring)).toEqual([]);
  });

  it('skips special closures and keeps special hours', () => {
    const special: CalendarSettings = {
      ...settings,
      specialDays: [
        { date: '2027-03-16', closed: true, from: null, to: null, noteEn: 'Inventory', noteEs: 'Inventario' },
        { date: '2027-03-17', closed: false, from: '10:00', to: '11:00', noteEn: null, noteEs: null },
      ],
    };
    expect(calendarSlots('2027-03-16', '2027-03-16', special, beforeSpring)).toEqual([]);
    expect(iso(calendarSlots('2027-03-17', '2027-03-17', special, beforeSpring))).toEqual([
      '2027-03-17T17:00:00.000Z',
      '2027-03-17T17:30:00.000Z',
    ]);
  });

  it('starts two hours ahead and stops sixty days ahead', () => {
    const today = iso(calendarSlots('2027-03-12', '2027-03-12', settings, beforeSpring));
    expect(today[0]).toBe('2027-03-12T19:00:00.000Z'); // 11:00 AM, two hours after 9:00
    const horizon = calendarSlots('2027-05-10', '2027-05-12', settings, beforeSpring);
    expect(horizon.at(-1)?.getTime()).toBeLessThanOrEqual(beforeSpring.getTime() + 60 * 86_400_000);
    expect(iso(horizon).some((s) => s.startsWith('2027-05-11'))).toBe(true);
    expect(iso(horizon).some((s) => s.startsWith('2027-05-12'))).toBe(false);
  });
});

describe('GET /api/appointments/slots', () => {
  let t: TestApp;
  const now = new Date('2027-03-12T17:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ demo: false, infra: { now: () => now } });
  });
  afterAll(() => t.close());

  const slots = async (from: string, to: string) => {
    const res = await t.app.inject({ url: `/api/appointments/slots?from=${from}&to=${to}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { slots: { start: string; available: number }[] }).slots;
  };

  it('offers only slots with room, with the places left, by the capacity setting', async () => {
    const start = '2027-03-15T15:30:00.000Z';
    expect((await slots('2027-03-15', '2027-03-15'))[0]).toEqual({ start, available: 2 });
    const em = t.em();
    const booking = { firstName: 'A', lastName: 'B', phone: '7025550100', appointmentDate: new Date(start) };
    em.create(Appointment, { ...booking, status: 'confirmed' });
    em.create(Appointment, { ...booking, status: 'cancelled' });
    await em.flush();
    expect((await slots('2027-03-15', '2027-03-15'))[0]).toEqual({ start, available: 1 });
    em.create(Appointment, { ...booking, status: 'pending' });
    await em.flush();
    expect((await slots('2027-03-15', '2027-03-15'))[0]?.start).toBe('2027-03-15T16:00:00.000Z');
    await updateSettings(t.em(), { slotCapacity: 3 });
    expect((await slots('2027-03-15', '2027-03-15'))[0]).toEqual({ start, available: 1 });
  });

  it('refuses bad dates and too long a range with the field named', async () => {
    for (const [query, path] of [
      ['from=2027-02-30&to=2027-03-01', 'from'],
      ['from=2027-02-32&to=2027-03-01', 'from'],
      ['from=tomorrow&to=2027-03-01', 'from'],
      ['from=2027-03-12&to=2027-06-12', 'to'],
      ['from=2027-03-12&to=2027-03-11', 'to'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/appointments/slots?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
  });
});
