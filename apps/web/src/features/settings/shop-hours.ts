import { SHOP_TIME_ZONE, type SpecialDay, WEEKDAYS, type Weekday, type WeeklyHours } from '@shop/contract';

// The shop's hours as a clock on the wall in Las Vegas reads them: whatever the zone of the
// browser or the server, "now" becomes a Las Vegas day and time before it meets the hours.

/** How far ahead the next opening is looked for (a long closure still names its reopening). */
const LOOK_AHEAD_DAYS = 60;

export interface HoursFacts {
  weeklyHours: WeeklyHours;
  specialDays: SpecialDay[];
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Las Vegas calendar day ("2026-11-26") and the minutes since its midnight at `now`. */
export function shopClock(now: Date): { day: string; minutes: number } {
  const part = Object.fromEntries(wallClock.formatToParts(now).map((p) => [p.type, p.value]));
  return { day: `${part.year}-${part.month}-${part.day}`, minutes: Number(part.hour) * 60 + Number(part.minute) };
}

/** A calendar day `n` days after `day` (both "YYYY-MM-DD"). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

export const weekdayOf = (day: string): Weekday => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()] as Weekday;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export interface DayOpening {
  open: boolean;
  from: string;
  to: string;
  /** The special day that decides this day's hours, if one does. */
  special: SpecialDay | null;
}

/** A day's hours: its special day's when it has one, else its weekday's. */
export function openingOn(day: string, facts: HoursFacts): DayOpening {
  const special = facts.specialDays.find((s) => s.date === day) ?? null;
  if (special) {
    return special.closed || !special.from || !special.to
      ? { open: false, from: '00:00', to: '00:00', special }
      : { open: true, from: special.from, to: special.to, special };
  }
  const { open, from, to } = facts.weeklyHours[weekdayOf(day)];
  return { open, from, to, special: null };
}

export type OpenStatus =
  | { open: true; until: string }
  /** `opens` is the next opening: `inDays` 0 is later today; null when none is in sight. */
  | { open: false; opens: { day: string; at: string; inDays: number } | null };

/** Whether the shop is open at `now`, until when, or when it opens next. */
export function openStatus(facts: HoursFacts, now: Date): OpenStatus {
  const { day: today, minutes } = shopClock(now);
  const hours = openingOn(today, facts);
  if (hours.open && minutes >= minutesOf(hours.from) && minutes < minutesOf(hours.to)) {
    return { open: true, until: hours.to };
  }
  if (hours.open && minutes < minutesOf(hours.from))
    return { open: false, opens: { day: today, at: hours.from, inDays: 0 } };
  for (let inDays = 1; inDays <= LOOK_AHEAD_DAYS; inDays++) {
    const day = addDays(today, inDays);
    const next = openingOn(day, facts);
    if (next.open) return { open: false, opens: { day, at: next.from, inDays } };
  }
  return { open: false, opens: null };
}

/** How far ahead the public pages list special days (the settings screen says so). */
export const SPECIAL_DAYS_AHEAD = 30;

/** The special days from `today` to `days` days ahead, in date order. */
export function upcomingSpecialDays(specialDays: SpecialDay[], today: string, days = SPECIAL_DAYS_AHEAD): SpecialDay[] {
  const last = addDays(today, days);
  return specialDays.filter((s) => s.date >= today && s.date <= last).sort((a, b) => a.date.localeCompare(b.date));
}

/** The week as the shop lists it, Monday first. */
export const SHOP_WEEK: Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

export interface WeekRow {
  days: Weekday[];
  open: boolean;
  from: string;
  to: string;
}

/** The week in rows: consecutive days with the same hours share one ("Monday – Friday"). */
export function weekRows(weeklyHours: WeeklyHours): WeekRow[] {
  const rows: WeekRow[] = [];
  for (const day of SHOP_WEEK) {
    const { open, from, to } = weeklyHours[day];
    const last = rows.at(-1);
    const same = last && last.open === open && (!open || (last.from === from && last.to === to));
    if (same) last.days.push(day);
    else rows.push({ days: [day], open, from, to });
  }
  return rows;
}
