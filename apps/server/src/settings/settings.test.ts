import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { updateSettings } from './settings.service.ts';

describe('the shop’s settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  const publicSettings = async () => (await t.app.inject({ url: '/api/settings' })).json();

  it('serves the weekly hours, special days and slot capacity, and the display hours made from them', async () => {
    const settings = await publicSettings();
    expect(settings).toMatchObject({
      hoursWeekdays: '8:30 AM - 6:00 PM',
      hoursSaturday: '9:30 AM - 1:00 PM',
      slotCapacity: 2,
      specialDays: [],
    });
    expect(settings.weeklyHours.sunday.open).toBe(false);
    expect(settings.weeklyHours.monday).toEqual({ open: true, from: '08:30', to: '18:00' });
  });

  it('takes a valid edit and shows it in the display hours too', async () => {
    const weeklyHours = (await publicSettings()).weeklyHours;
    await updateSettings(t.em(), {
      weeklyHours: { ...weeklyHours, saturday: { open: true, from: '09:00', to: '14:30' } },
      specialDays: [{ date: '2027-12-25', closed: true, noteEn: 'Christmas', noteEs: 'Navidad' }],
      slotCapacity: 3,
    });
    expect(await publicSettings()).toMatchObject({
      hoursSaturday: '9:00 AM - 2:30 PM',
      slotCapacity: 3,
      specialDays: [{ date: '2027-12-25', closed: true, from: null, to: null, noteEn: 'Christmas', noteEs: 'Navidad' }],
    });
  });

  it('refuses closing before opening, a bad phone or email, and keeps what was there', async () => {
    const weeklyHours = (await publicSettings()).weeklyHours;
    const attempts = [
      { weeklyHours: { ...weeklyHours, monday: { open: true, from: '18:00', to: '08:30' } } },
      { phone: 'call us' },
      { email: 'not-an-email' },
      { slotCapacity: 0 },
    ];
    for (const attempt of attempts) {
      await expect(updateSettings(t.em(), attempt), JSON.stringify(attempt)).rejects.toBeInstanceOf(ZodError);
    }
    const error = await updateSettings(t.em(), attempts[0] ?? {}).catch((e: ZodError) => e);
    expect((error as ZodError).issues[0]?.message).toBe('Closing time must be after opening time');
    expect((await publicSettings()).weeklyHours.monday.from).toBe('08:30');
  });
});
