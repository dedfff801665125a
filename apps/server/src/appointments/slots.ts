import { BOOKING, type DayHours, WEEKDAYS } from '@shop/contract';
import type { CalendarSettings } from '../settings/settings.service.ts';
import { addDays, shopInstant, weekdayOf } from './shop-clock.ts';

/** "08:30" as minutes after midnight, and back. */
const minutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
const time = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** A day's opening: a special day's hours when there is one, else the weekday's. */
function openingOn(date: string, settings: CalendarSettings): DayHours | null {
  const special = settings.specialDays.find((d) => d.date === date);
  if (special)
    return special.closed || !special.from || !special.to ? null : { open: true, from: special.from, to: special.to };
  const day = settings.weeklyHours[WEEKDAYS[weekdayOf(date)] ?? 'sunday'];
  return day.open ? day : null;
}

/** The earliest and latest slot start a customer may book at `now`. */
export function bookingWindow(now: Date): { earliest: number; latest: number } {
  return {
    earliest: now.getTime() + BOOKING.leadHours * 3_600_000,
    latest: now.getTime() + BOOKING.horizonDays * 86_400_000,
  };
}

/**
 * Every slot start the calendar has from `from` to `to` (Las Vegas days, both included), within
 * the opening hours (a slot ends by closing) and the booking window; capacity is not looked at.
 */
export function calendarSlots(from: string, to: string, settings: CalendarSettings, now: Date): Date[] {
  const { earliest, latest } = bookingWindow(now);
  const starts: Date[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const opening = openingOn(date, settings);
    if (!opening) continue;
    const close = minutes(opening.to);
    for (let t = minutes(opening.from); t + BOOKING.slotMinutes <= close; t += BOOKING.slotMinutes) {
      const start = shopInstant(date, time(t));
      if (start.getTime() >= earliest && start.getTime() <= latest) starts.push(start);
    }
  }
  return starts;
}
