import type { Weekday } from '@shop/contract';
import { WEEKDAYS } from '@shop/contract';

// US regional forms: both languages read 12-hour clocks in Las Vegas. The times and days here are
// wall-clock values already in Las Vegas time, so they are formatted as UTC to stay as they are.
const times = new Map<string, Intl.DateTimeFormat>();
const formatter = (key: string, make: () => Intl.DateTimeFormat) => {
  let f = times.get(key);
  if (!f) {
    f = make();
    times.set(key, f);
  }
  return f;
};

/**
 * "18:00" as a reader of `language` writes it: "6:00 PM", "6:00 p.m.". No-break spaces inside, so
 * a narrow column breaks a range only at its dash.
 */
export function clockTime(hhmm: string, language: string): string {
  const f = formatter(
    `time:${language}`,
    () => new Intl.DateTimeFormat(`${language}-US`, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  );
  return f.format(Date.UTC(2000, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)))).replace(/\s/g, '\u00a0');
}

/** "8:30 AM – 6:00 PM". */
export const timeRange = (from: string, to: string, language: string) =>
  `${clockTime(from, language)} – ${clockTime(to, language)}`;

/** Whether `hhmm` reads as "one o'clock" (Spanish says "la 1:00", but "las 2:00"). */
export const isOneOClock = (hhmm: string) => hhmm.startsWith('01:') || hhmm.startsWith('13:');

/** "Monday", "lunes"; `capital` for a heading ("Lunes"). */
export function weekdayName(day: Weekday, language: string, capital = false): string {
  const f = formatter(
    `weekday:${language}`,
    () => new Intl.DateTimeFormat(`${language}-US`, { weekday: 'long', timeZone: 'UTC' }),
  );
  // 2023-01-01 was a Sunday, the first of WEEKDAYS.
  const name = f.format(Date.UTC(2023, 0, 1 + WEEKDAYS.indexOf(day)));
  return capital ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : name;
}

/** A calendar day ("2026-11-26") as "Thu, Nov 26" / "jue, 26 nov". */
export function shortDate(day: string, language: string): string {
  const f = formatter(
    `date:${language}`,
    () =>
      new Intl.DateTimeFormat(`${language}-US`, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  );
  return f.format(new Date(`${day}T12:00:00Z`));
}
