import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AppointmentFilter,
  type AppointmentListInput,
  type AppointmentScope,
  appointmentFilterSchema,
  appointmentListSchema,
  type Page,
} from '@shop/contract';
import { cursorPage, mapPage, type OrderSpec } from '../db/paging.ts';
import { textContains } from '../db/search.ts';
import { Refusal } from '../refusal.ts';
import type { Deps } from '../trpc/deps.ts';
import { Appointment } from './appointment.entity.ts';
import { type AppointmentRow, appointmentRow } from './appointment-view.ts';
import { withNoShows } from './no-shows.ts';

/**
 * The staff list of appointments, one page at a time. Upcoming: soonest first. Past: latest
 * first. All: the upcoming ones (soonest first), then the past ones (latest first).
 *
 * "All" is two lists one after the other, so it is paged in two phases rather than by one sort
 * key: a key like "upcoming or not, then the date signed by that" depends on the moment it is
 * asked, so no index could hold it and every page would sort the whole table. Each phase instead
 * is a plain keyset over (appointment_date, id), read forwards for upcoming and backwards for past
 * from the same index, and our cursor says which phase it is in. A page that reaches the end of a
 * phase is filled from the start of the next (and a page going back, from the end of the one
 * before), so every page but the last holds `limit` rows and the pager's "26–50 of 1,204" holds.
 *
 * The cursor also carries the seam: the moment that split upcoming from past when the list was
 * first asked. Later pages keep it, so an appointment whose time passes while someone pages
 * neither moves to the other phase (shown twice) nor drops out.
 */

type Phase = 'upcoming' | 'past';
const PHASES: Record<AppointmentScope, readonly Phase[]> = {
  upcoming: ['upcoming'],
  past: ['past'],
  all: ['upcoming', 'past'],
};
/** The id orders appointments at the same time (a slot takes several). */
const ORDER: Record<Phase, OrderSpec<Appointment>> = {
  upcoming: [
    ['appointmentDate', 'asc'],
    ['id', 'asc'],
  ],
  past: [
    ['appointmentDate', 'desc'],
    ['id', 'desc'],
  ],
};

/** The text the search box looks in, as the trigram index `appointments_search_index` has it. */
const searchedText = (a: string) =>
  [
    `${a}.first_name`,
    `${a}.last_name`,
    `coalesce(${a}.email, '')`,
    `${a}.phone`,
    // The phone's digits alone too: "7025550199" finds "(702) 555-0199".
    `regexp_replace(${a}.phone, '[^0-9]', '', 'g')`,
    `coalesce(${a}.vehicle_year::text, '')`,
    `coalesce(${a}.vehicle_make, '')`,
    `coalesce(${a}.vehicle_model, '')`,
  ].join(` || ' ' || `);

type Filter = ReturnType<typeof appointmentFilterSchema>['_zod']['output'];

function phaseWhere(phase: Phase, seam: Date, { status, q }: Filter): FilterQuery<Appointment> {
  return {
    appointmentDate: phase === 'upcoming' ? { $gte: seam } : { $lt: seam },
    ...(status ? { status } : {}),
    ...(q ? textContains(searchedText, q) : {}),
  };
}

/**
 * Where a page starts: in which phase, and there at one of its rows (a `cursorPage` cursor, going
 * forwards or `back`) or at its start or end.
 */
interface ListCursor {
  phase: number;
  seam: Date;
  at: string | 'start' | 'end';
  back: boolean;
}

const invalidCursor = () => new Refusal('invalid-input', { field: 'cursor', key: 'invalidValue' });

function encodeCursor({ phase, seam, at, back }: ListCursor): string {
  return Buffer.from(JSON.stringify([phase, seam.toISOString(), at, back ? 1 : 0])).toString('base64url');
}

/** Checked before anything reaches SQL; the phase's own cursor is checked by `cursorPage`. */
function decodeCursor(token: string, phases: readonly Phase[]): ListCursor {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(decoded) || decoded.length !== 4) throw invalidCursor();
  const [phase, seamText, at, back] = decoded as unknown[];
  const seam = typeof seamText === 'string' ? new Date(seamText) : undefined;
  if (typeof phase !== 'number' || !Number.isInteger(phase) || phase < 0 || phase >= phases.length) {
    throw invalidCursor();
  }
  if (!seam || Number.isNaN(seam.getTime())) throw invalidCursor();
  if (typeof at !== 'string' || at.length > 500 || (back !== 0 && back !== 1)) throw invalidCursor();
  return { phase, seam, at, back: back === 1 };
}

/**
 * How many appointments each phase holds under the filter, counted once per page asked. Unsearched,
 * the upcoming ones are counted (as far ahead as bookings go: a few hundred at most, from the
 * date index) and the past ones are the tally of every appointment in the status asked
 * (Migration20261126123000) less those, in one statement: one snapshot, so the figures are exact
 * while bookings come in, and no page counts the years of past appointments. A search counts each
 * phase over what the trigram index finds.
 */
async function phaseTotals(em: EntityManager, phases: readonly Phase[], seam: Date, filter: Filter): Promise<number[]> {
  if (filter.q) {
    const totals: number[] = [];
    for (const phase of phases) totals.push(await em.count(Appointment, phaseWhere(phase, seam, filter)));
    return totals;
  }
  const inStatus = filter.status ? ' and "status" = ?' : '';
  const [row] = await em.getConnection().execute<{ upcoming: number; all: number }[]>(
    `select u.upcoming, (select coalesce(sum("appointments"), 0)::int from "appointment_status_tallies" where true${inStatus}) as "all"
       from (select count(*)::int as upcoming from "appointments" where "appointment_date" >= ?::timestamptz${inStatus}) u`,
    filter.status ? [filter.status, seam.toISOString(), filter.status] : [seam.toISOString()],
  );
  const upcoming = row?.upcoming ?? 0;
  const past = (row?.all ?? 0) - upcoming;
  return phases.map((phase) => (phase === 'upcoming' ? upcoming : past));
}

/** One page of the appointments the filter picks, in the scope's order, with how many it picks in all. */
export async function appointmentsPage(
  { em, now: clock }: Pick<Deps, 'em' | 'now'>,
  query: AppointmentListInput,
): Promise<Page<AppointmentRow & { noShows: number }>> {
  const now = clock();
  const { limit = 25, cursor, ...filter } = appointmentListSchema().parse(query);
  const phases = PHASES[filter.scope];
  const from: ListCursor = cursor ? decodeCursor(cursor, phases) : { phase: 0, seam: now, at: 'start', back: false };
  const { seam } = from;
  const totals = await phaseTotals(em, phases, seam, filter);
  const page = (phase: number, size: number, at: string) =>
    cursorPage(em, Appointment, {
      where: phaseWhere(phases[phase] as Phase, seam, filter),
      orderBy: ORDER[phases[phase] as Phase],
      limit: size,
      populate: ['service'],
      total: totals[phase],
      ...(at === 'start' || at === 'end' ? { from: at } : { cursor: at }),
    });
  const totalOf = (phase: number) => totals[phase] ?? 0;
  const forwards = (phase: number, at: string | null) =>
    at === null ? null : encodeCursor({ phase, seam, at, back: false });
  const backwards = (phase: number, at: string | null) =>
    at === null ? null : encodeCursor({ phase, seam, at, back: true });
  /** A cursor to the start (or end) of a neighbouring phase, if it has rows. */
  const toPhase = (phase: number, at: 'start' | 'end') =>
    phase >= 0 && phase < phases.length && totalOf(phase) > 0
      ? encodeCursor({ phase, seam, at, back: at === 'end' })
      : null;

  const { phase, at, back: backward } = from;
  const here = await page(phase, limit, at);
  let items = here.items;
  let nextCursor: string | null;
  let previousCursor: string | null;
  if (items.length < limit && !backward && phase + 1 < phases.length) {
    // The end of this phase: the rest of the page is the start of the next one.
    const rest = await page(phase + 1, limit - items.length, 'start');
    previousCursor =
      items.length === 0 ? toPhase(phase, 'end') : (backwards(phase, here.previousCursor) ?? toPhase(phase - 1, 'end'));
    items = [...items, ...rest.items];
    nextCursor = forwards(phase + 1, rest.nextCursor);
  } else if (items.length < limit && backward && phase > 0) {
    // Back past the start of this phase: the page begins with the end of the one before.
    const rest = await page(phase - 1, limit - items.length, 'end');
    nextCursor =
      items.length === 0 ? toPhase(phase, 'start') : (forwards(phase, here.nextCursor) ?? toPhase(phase + 1, 'start'));
    items = [...rest.items, ...items];
    previousCursor = backwards(phase - 1, rest.previousCursor);
  } else {
    nextCursor = forwards(phase, here.nextCursor) ?? toPhase(phase + 1, 'start');
    previousCursor = backwards(phase, here.previousCursor) ?? toPhase(phase - 1, 'end');
  }
  const total = totals.reduce((sum, n) => sum + n, 0);
  const rows = mapPage({ items, total, nextCursor, previousCursor }, appointmentRow);
  return { ...rows, items: await withNoShows(em, rows.items) };
}

/** One appointment as the staff list shows it, by its id: the list's item opened by its address. */
export async function staffAppointment(
  { em }: Pick<Deps, 'em'>,
  { id }: { id: number },
): Promise<AppointmentRow & { noShows: number }> {
  const found = await em.findOne(Appointment, { id }, { populate: ['service'] });
  if (!found) throw new Refusal('not-found', 'Appointment not found');
  const [row] = await withNoShows(em, [appointmentRow(found)]);
  return row as AppointmentRow & { noShows: number };
}

/**
 * Every appointment the filter picks, in the scope's order, read from a database cursor per phase:
 * the whole list of `GET /api/admin/appointments`, whatever its size, without holding it in memory.
 */
export async function* streamAppointments(
  { em, now: clock }: Pick<Deps, 'em' | 'now'>,
  filter: AppointmentFilter,
): AsyncGenerator<AppointmentRow & { noShows: number }> {
  const now = clock();
  const parsed = appointmentFilterSchema().parse(filter);
  // The no-shows are counted a batch of rows at a time: one query per batch, not per row.
  let batch: AppointmentRow[] = [];
  for (const phase of PHASES[parsed.scope]) {
    const rows = em.stream(Appointment, {
      where: phaseWhere(phase, now, parsed),
      orderBy: ORDER[phase].map(([key, direction]) => ({ [key]: direction })),
      populate: ['service'],
    });
    for await (const row of rows) {
      batch.push(appointmentRow(row));
      if (batch.length < STREAM_BATCH) continue;
      yield* await withNoShows(em, batch);
      batch = [];
    }
  }
  yield* await withNoShows(em, batch);
}

const STREAM_BATCH = 200;
