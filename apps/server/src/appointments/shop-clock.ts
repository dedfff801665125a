import { SHOP_TIME_ZONE } from '@shop/contract';

/**
 * Las Vegas wall-clock time, whatever the server's own zone: Intl knows the zone's rules, so the
 * offset (-8 h in winter, -7 h in summer) is asked of it for each instant, never assumed.
 */
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function shopWallClock(instant: Date): WallClock {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
  };
}

/** The shop's calendar day of an instant, as YYYY-MM-DD. */
export function shopDate(instant: Date): string {
  const c = shopWallClock(instant);
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
}

/** Minutes the shop's clock is ahead of UTC at this instant (negative: -420 or -480). */
function offsetMinutes(instant: number): number {
  const c = shopWallClock(new Date(instant));
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant at which the shop's clock shows `date` `time` ("2026-03-09", "08:30"). */
export function shopInstant(date: string, time: string): Date {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Guess with the offset at the wall time read as UTC, then correct once with the offset there:
  // right on both sides of a daylight-saving change (the shop is never open at 2 AM).
  const guess = wall - offsetMinutes(wall) * 60_000;
  return new Date(wall - offsetMinutes(guess) * 60_000);
}

/** The calendar day after (or `n` days after) a YYYY-MM-DD day. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** 0 for Sunday .. 6 for Saturday, of a YYYY-MM-DD day. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * The last moment a customer may still cancel or move a visit themselves: `hours` before it on
 * the shop's clock. Counted on the wall clock, so "24 hours before 9:00 AM Monday" is 9:00 AM
 * Sunday in Las Vegas also when the clocks change in between (then 23 or 25 real hours).
 */
export function changeCutoff(start: Date, hours: number): Date {
  const c = shopWallClock(start);
  const wall = new Date(Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - hours * 3_600_000);
  return shopInstant(wall.toISOString().slice(0, 10), wall.toISOString().slice(11, 16));
}
