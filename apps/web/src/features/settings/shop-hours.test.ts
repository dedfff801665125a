import type { SpecialDay, WeeklyHours } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { clockTime, shortDate } from './hours-format.ts';
import { openStatus, shopClock, upcomingSpecialDays, weekRows } from './shop-hours.ts';

const open = (from: string, to: string) => ({ open: true, from, to });
const closed = { open: false, from: '09:00', to: '17:00' };
const week: WeeklyHours = {
  sunday: closed,
  monday: open('08:00', '18:00'),
  tuesday: open('08:00', '18:00'),
  wednesday: open('08:00', '18:00'),
  thursday: open('08:00', '18:00'),
  friday: open('08:00', '18:00'),
  saturday: open('09:30', '13:00'),
};
const special = (date: string, over: Partial<SpecialDay> = {}): SpecialDay => ({
  date,
  closed: true,
  from: null,
  to: null,
  noteEn: null,
  noteEs: null,
  ...over,
});
const facts = (specialDays: SpecialDay[] = []) => ({ weeklyHours: week, specialDays });

describe('open now, in Las Vegas time', () => {
  it('reads the instant as a Las Vegas wall clock in summer and winter time', () => {
    // 15:30 UTC is 8:30 in July (UTC-7) and 7:30 in January (UTC-8).
    expect(shopClock(new Date('2026-07-06T15:30:00Z'))).toEqual({ day: '2026-07-06', minutes: 8 * 60 + 30 });
    expect(shopClock(new Date('2026-01-05T15:30:00Z'))).toEqual({ day: '2026-01-05', minutes: 7 * 60 + 30 });
    // Late evening in Las Vegas is already tomorrow in UTC.
    expect(shopClock(new Date('2026-03-07T07:59:00Z')).day).toBe('2026-03-06');
  });

  it('says open until closing time, and closed from the closing minute on', () => {
    expect(openStatus(facts(), new Date('2026-07-06T15:00:00Z'))).toEqual({ open: true, until: '18:00' });
    expect(openStatus(facts(), new Date('2026-07-07T00:59:00Z'))).toEqual({ open: true, until: '18:00' });
    // Monday 18:00 in Las Vegas: closed, opens Tuesday at 8.
    expect(openStatus(facts(), new Date('2026-07-07T01:00:00Z'))).toEqual({
      open: false,
      opens: { day: '2026-07-07', at: '08:00', inDays: 1 },
    });
  });

  it('opens at 8 on the right instant on both sides of the change to and from daylight time', () => {
    // Sunday 8 March 2026 the clocks go forward; Monday 9 March opens at 8:00 PDT = 15:00 UTC.
    expect(openStatus(facts(), new Date('2026-03-09T14:59:00Z'))).toMatchObject({ open: false });
    expect(openStatus(facts(), new Date('2026-03-09T15:00:00Z'))).toEqual({ open: true, until: '18:00' });
    // Friday 6 March, still standard time: 8:00 PST = 16:00 UTC.
    expect(openStatus(facts(), new Date('2026-03-06T15:30:00Z'))).toEqual({
      open: false,
      opens: { day: '2026-03-06', at: '08:00', inDays: 0 },
    });
    // Sunday 1 November 2026 the clocks go back: Monday 2 November opens at 16:00 UTC.
    expect(openStatus(facts(), new Date('2026-11-02T15:30:00Z'))).toMatchObject({ open: false });
    expect(openStatus(facts(), new Date('2026-11-02T16:00:00Z'))).toEqual({ open: true, until: '18:00' });
  });

  it('after Saturday closing, names Monday (Sunday is closed)', () => {
    // Saturday 11 July 2026, 14:00 in Las Vegas.
    expect(openStatus(facts(), new Date('2026-07-11T21:00:00Z'))).toEqual({
      open: false,
      opens: { day: '2026-07-13', at: '08:00', inDays: 2 },
    });
  });

  it('follows special days: a closed holiday and a day of shorter hours', () => {
    const days = [special('2026-11-26'), special('2026-11-27', { closed: false, from: '10:00', to: '14:00' })];
    // Thanksgiving Thursday at noon: closed, opens Friday at 10.
    expect(openStatus(facts(days), new Date('2026-11-26T20:00:00Z'))).toEqual({
      open: false,
      opens: { day: '2026-11-27', at: '10:00', inDays: 1 },
    });
    // Friday at 13:59 open until 14:00; at 14:00 closed until Saturday.
    expect(openStatus(facts(days), new Date('2026-11-27T21:59:00Z'))).toEqual({ open: true, until: '14:00' });
    expect(openStatus(facts(days), new Date('2026-11-27T22:00:00Z'))).toMatchObject({
      open: false,
      opens: { day: '2026-11-28', at: '09:30' },
    });
  });

  it('names no opening when every day ahead is closed', () => {
    const allClosed = Object.fromEntries(Object.keys(week).map((d) => [d, closed])) as WeeklyHours;
    expect(openStatus({ weeklyHours: allClosed, specialDays: [] }, new Date())).toEqual({ open: false, opens: null });
  });
});

describe('the week and the special days as shown', () => {
  it('groups days alike and keeps the week Monday first', () => {
    expect(weekRows(week).map((r) => [r.days, r.open])).toEqual([
      [['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], true],
      [['saturday'], true],
      [['sunday'], false],
    ]);
  });

  it('lists the special days from today to 30 days ahead, in date order', () => {
    const days = [special('2026-12-25'), special('2026-11-26'), special('2026-11-20'), special('2027-01-01')];
    expect(upcomingSpecialDays(days, '2026-11-25').map((d) => d.date)).toEqual(['2026-11-26', '2026-12-25']);
    expect(upcomingSpecialDays(days, '2026-11-26').map((d) => d.date)).toEqual(['2026-11-26', '2026-12-25']);
  });

  it('writes times and dates as readers in Las Vegas do, in both languages', () => {
    const plain = (s: string) => s.replace(/\s/g, ' ');
    expect(plain(clockTime('18:00', 'en'))).toBe('6:00 PM');
    expect(plain(clockTime('08:30', 'es'))).toBe('8:30 a.m.');
    expect(shortDate('2026-11-26', 'en')).toBe('Thu, Nov 26');
  });
});
