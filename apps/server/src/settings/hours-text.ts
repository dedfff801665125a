import type { DayHours } from '@shop/contract';

/** "18:00" as "6:00 PM", the way the shop writes its hours in English. */
function clock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * The hours of a group of days as one line ("8:30 AM - 6:00 PM"), "Closed" when all are closed.
 * Days with other hours than the first open one are left to the structured hours.
 */
export function describeHours(days: DayHours[]): string {
  const first = days.find((d) => d.open);
  return first ? `${clock(first.from)} - ${clock(first.to)}` : 'Closed';
}
