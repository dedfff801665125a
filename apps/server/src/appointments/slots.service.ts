import type { EntityManager } from '@mikro-orm/postgresql';
import type { SlotsQuery } from '@shop/contract';
import { Refusal } from '../refusal.ts';
import { settingsRead } from '../settings/settings.reads.ts';
import type { CalendarSettings } from '../settings/settings.service.ts';
import type { Deps } from '../trpc/deps.ts';
import { shopDate } from './shop-clock.ts';
import { calendarSlots } from './slots.ts';

export interface OpenSlot {
  /** ISO 8601 instant (UTC). */
  start: string;
  /** Places left. */
  available: number;
}

export const SLOT_TAKEN = 'That time was just taken; please pick another';

/** Non-cancelled appointments per start time between two instants. */
async function bookedPerStart(em: EntityManager, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await em.execute<{ start: Date; booked: string }[]>(
    `select appointment_date as start, count(*) as booked from appointments
      where status <> 'cancelled' and appointment_date between ? and ? group by appointment_date`,
    [from, to],
  );
  return new Map(rows.map((r) => [new Date(r.start).getTime(), Number(r.booked)]));
}

/** A slot of the calendar as staff see it: full ones too. */
export interface CountedSlot {
  /** ISO 8601 instant (UTC). */
  start: string;
  /** Appointments that hold a place (every status but cancelled); above the capacity when overbooked. */
  booked: number;
  /** Places the slot has (the slot capacity setting). */
  capacity: number;
}

/** Every slot of the calendar from `from` to `to` (Las Vegas days) with how many places are taken. */
export async function listCountedSlots(
  em: EntityManager,
  query: SlotsQuery,
  settings: CalendarSettings,
  now: Date,
): Promise<{ slots: CountedSlot[] }> {
  const starts = calendarSlots(query.from, query.to, settings, now);
  const first = starts[0];
  const last = starts.at(-1);
  if (!first || !last) return { slots: [] };
  const booked = await bookedPerStart(em, first, last);
  return {
    slots: starts.map((start) => ({
      start: start.toISOString(),
      booked: booked.get(start.getTime()) ?? 0,
      capacity: settings.slotCapacity,
    })),
  };
}

/**
 * Staff's view of the calendar: every slot between two Las Vegas days, full ones too, with places
 * taken and the capacity, read fresh (staff act on it at once).
 */
export async function listStaffSlots(
  { em, reads, now }: Pick<Deps, 'em' | 'reads' | 'now'>,
  query: SlotsQuery,
): Promise<{ slots: CountedSlot[] }> {
  return listCountedSlots(em, query, await reads.get(settingsRead), now());
}

/** The slots with room from `from` to `to` (Las Vegas days), soonest first: what customers are offered. */
export async function listOpenSlots(
  em: EntityManager,
  query: SlotsQuery,
  settings: CalendarSettings,
  now: Date,
): Promise<{ slots: OpenSlot[] }> {
  const { slots } = await listCountedSlots(em, query, settings, now);
  return {
    slots: slots
      .filter((s) => s.booked < s.capacity)
      .map((s) => ({ start: s.start, available: s.capacity - s.booked })),
  };
}

/**
 * Refuses a start that is not a slot of the calendar at `now` (closed, outside hours, off the
 * half hour, too soon, too far): a time never offered is bad input on `appointmentDate` (400),
 * unlike a full slot or a lost race (409), which were offered.
 */
export function requireCalendarSlot(start: Date, settings: CalendarSettings, now: Date): void {
  const day = shopDate(start);
  if (!calendarSlots(day, day, settings, now).some((s) => s.getTime() === start.getTime())) {
    throw new Refusal('invalid-input', { field: 'appointmentDate', key: 'timeInvalid' });
  }
}

// Advisory locks are named by two numbers: this one says "a booking slot", the other is its minute.
const SLOT_LOCK = 41_20;

/**
 * In the caller's transaction: waits for any other booking of the same slot to finish, then
 * answers how many places are taken. The lock lasts until the transaction ends, so the count and
 * the insert that follows it are decided by the database one booking at a time.
 */
export async function lockSlot(em: EntityManager, start: Date, exceptId?: number): Promise<number> {
  await em.execute('select pg_advisory_xact_lock(?, ?)', [SLOT_LOCK, Math.floor(start.getTime() / 60_000)]);
  const [row] = await em.execute<{ booked: string }[]>(
    `select count(*) as booked from appointments where status <> 'cancelled' and appointment_date = ? and id <> ?`,
    [start, exceptId ?? 0],
  );
  return Number(row?.booked ?? 0);
}
