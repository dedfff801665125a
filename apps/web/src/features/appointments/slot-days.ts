import { SHOP_TIME_ZONE } from '@shop/contract';

/** One offered start time and how many places it has left. */
export interface Slot {
  start: string;
  available: number;
}

/** One Las Vegas day of offered times, labelled in the page's language. */
export interface SlotDay {
  label: string;
  slots: { start: string; time: string; available: number }[];
}

/** Today's date in Las Vegas (YYYY-MM-DD), whatever the device's time zone. */
export function shopToday(now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/** A calendar date `days` later (calendar arithmetic: no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The range the booking calendar asks for: today to the last day slots are offered (60 days). */
export function bookingRange(now = new Date()): { from: string; to: string } {
  const from = shopToday(now);
  return { from, to: addDays(from, 60) };
}

/** Slots grouped by their Las Vegas day, in order, with day and time in the page's language. */
export function groupSlotsByDay(slots: Slot[], language: string): SlotDay[] {
  const locale = language === 'es' ? 'es-US' : 'en-US';
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: SHOP_TIME_ZONE });
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const at = new Date(slot.start);
    const label = day.format(at);
    let group = days.get(label);
    if (!group) {
      group = { label, slots: [] };
      days.set(label, group);
    }
    group.slots.push({ start: slot.start, time: time.format(at), available: slot.available });
  }
  return [...days.values()];
}
