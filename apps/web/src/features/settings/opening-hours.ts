/** Opening and closing time of one day, as 24-hour "HH:MM" (the schema.org form). */
export interface OpeningHours {
  opens: string;
  closes: string;
}

const TIME = /(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]\.?/g;

/**
 * Reads an hours setting such as "8:30 AM - 6:00 PM". The settings hold free text, so anything
 * else gives null and is shown as written.
 */
export function parseOpeningHours(text: string): OpeningHours | null {
  const times = [...text.matchAll(TIME)].map(([, h, m, half]) => {
    const hour = (Number(h) % 12) + (half?.toLowerCase() === 'p' ? 12 : 0);
    return `${String(hour).padStart(2, '0')}:${m ?? '00'}`;
  });
  if (times.length !== 2 || times.some((t) => Number(t.slice(0, 2)) > 23 || Number(t.slice(3)) > 59)) return null;
  return { opens: times[0] as string, closes: times[1] as string };
}

/** The hours as a reader of `language` writes them: "8:30 AM – 6:00 PM", "8:30 a.m. – 6:00 p.m.". */
export function formatOpeningHours(text: string, language: string): string {
  const hours = parseOpeningHours(text);
  if (!hours) return text;
  // US regional forms: both languages read 12-hour clocks in Las Vegas.
  const format = new Intl.DateTimeFormat(`${language}-US`, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  // No-break spaces inside each time, so a narrow column breaks a range only at its dash.
  const time = (hhmm: string) =>
    format.format(Date.UTC(2000, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3)))).replace(/\s/g, '\u00a0');
  return `${time(hours.opens)} – ${time(hours.closes)}`;
}
