import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('the Settings screen’s REST paths', () => {
  let t: TestApp;
  let manager: { authorization: string };
  beforeAll(async () => {
    // Public reads cached for long: a save must make them load again by itself.
    t = await createTestApp({
      env: { PUBLIC_CACHE_TTL_MS: '600000' },
      infra: { now: () => new Date('2027-11-20T12:00:00Z') },
    });
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const publicSettings = async () => (await t.app.inject({ url: '/api/settings' })).json();
  const save = (body: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: manager, payload: body as object });

  it('answers the settings as one object grouped the way a manager reads them', async () => {
    const res = await t.app.inject({ url: '/api/admin/settings', headers: manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone: '(702) 555-0142',
      email: 'service@desertgear.example',
      address: { street: '4120 W Tropicana Ave', city: 'Las Vegas', region: 'NV', postalCode: '89103' },
      location: { latitude: '36.1003', longitude: '-115.1947' },
      hours: { saturday: { open: true, from: '09:30', to: '13:00' } },
      specialDays: [],
      slotCapacity: 2,
    });
  });

  it('saves the name, hours, a closed day, the phone and the address, and the public read shows them at once', async () => {
    await publicSettings(); // now cached
    const { hours } = (await t.app.inject({ url: '/api/admin/settings', headers: manager })).json();
    const res = await save({
      shopName: 'Desert Gear Auto',
      phone: '(702) 555-0199',
      address: { street: '100 E Fremont St', city: 'Las Vegas', region: 'NV', postalCode: '89101' },
      hours: { ...hours, saturday: { open: true, from: '09:00', to: '14:00' } },
      specialDays: [
        {
          date: '2027-11-25',
          closed: true,
          noteEn: 'Closed for Thanksgiving',
          noteEs: 'Cerrado por Acción de Gracias',
        },
      ],
      slotCapacity: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '(702) 555-0199', email: 'service@desertgear.example' });
    expect(await publicSettings()).toMatchObject({
      shopName: 'Desert Gear Auto',
      phone: '(702) 555-0199',
      streetAddress: '100 E Fremont St',
      postalCode: '89101',
      hoursSaturday: '9:00 AM - 2:00 PM',
      weeklyHours: { saturday: { open: true, from: '09:00', to: '14:00' } },
      specialDays: [{ date: '2027-11-25', closed: true, noteEn: 'Closed for Thanksgiving' }],
      slotCapacity: 3,
    });
  });

  it('a closed special day has no slots, and a special day with other hours has only those', async () => {
    await save({
      specialDays: [
        { date: '2027-12-06', closed: true, noteEn: 'Inventory day', noteEs: 'Día de inventario' },
        { date: '2027-12-07', closed: false, from: '10:00', to: '11:00', noteEn: null, noteEs: null },
      ],
    });
    const res = await t.app.inject({ url: '/api/appointments/slots?from=2027-12-06&to=2027-12-08' });
    const days = new Set<string>();
    const times: string[] = [];
    for (const slot of res.json().slots as { start: string }[]) {
      const local = new Date(slot.start).toLocaleString('sv-SE', { timeZone: 'America/Los_Angeles' });
      days.add(local.slice(0, 10));
      if (local.startsWith('2027-12-07')) times.push(local.slice(11, 16));
    }
    expect(days.has('2027-12-06')).toBe(false);
    expect(times).toEqual(['10:00', '10:30']);
    expect(days.has('2027-12-08')).toBe(true);
  });

  it('refuses a bad phone, a bad email and closing before opening, naming each field, and keeps what was there', async () => {
    const { hours } = (await t.app.inject({ url: '/api/admin/settings', headers: manager })).json();
    const res = await save({
      phone: 'call us',
      email: 'nobody',
      hours: { ...hours, monday: { open: true, from: '18:00', to: '08:00' } },
    });
    expect(res.statusCode).toBe(400);
    const issues = res.json().issues as { path: string; message: string }[];
    const byField = Object.fromEntries(issues.map((i) => [i.path, i.message]));
    expect(byField).toMatchObject({
      phone: 'Please enter a valid phone number',
      email: 'Please enter a valid email address',
      'hours.monday.to': 'Closing time must be after opening time',
    });
    expect((await publicSettings()).phone).toBe('(702) 555-0199');
  });

  it('a special day open without hours, or with a note on several lines, is refused', async () => {
    const pathsOf = async (day: object) => {
      const res = await save({ specialDays: [day] });
      expect(res.statusCode).toBe(400);
      return (res.json().issues as { path: string }[]).map((i) => i.path);
    };
    expect(await pathsOf({ date: '2027-12-24', closed: false, noteEn: 'Short day' })).toEqual(['specialDays.0.to']);
    expect(await pathsOf({ date: '2027-12-24', closed: true, noteEs: 'Día\ncorto' })).toEqual(['specialDays.0.noteEs']);
  });

  it('two special days on one date are refused on the second, saying why, and nothing is saved', async () => {
    const before = (await publicSettings()).specialDays;
    const day = { date: '2027-12-24', closed: true, noteEn: 'Christmas Eve' };
    const res = await save({ specialDays: [day, { ...day, noteEn: 'Again' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'specialDays.1.date', message: 'This date is already in the list', key: 'specialDayRepeated' },
    ]);
    expect((await publicSettings()).specialDays).toEqual(before);
  });
});
