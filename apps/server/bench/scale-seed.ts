/**
 * The shop at scale, for development and `pnpm bench`: thousands of parts, years of messages and
 * appointments and a couple of hundred staff accounts, added to a demo database by a few
 * set-based statements (`insert ... select ... from generate_series`), in one transaction.
 *
 * Every timestamp is cut to whole milliseconds: the lists' keyset cursors carry JS dates, which
 * hold no microseconds, and SQL's `now()` does. Upcoming appointments take one place in half of
 * the booking calendar's slots at most (the hh:30 ones), so the booking page keeps free slots; the
 * rest are in the past.
 */
import pg from 'pg';
import { hashPassword } from '../src/auth/passwords.ts';
import {
  APPOINTMENT_NOTES,
  BRANDS,
  CANCEL_REASONS,
  FIRST_NAMES,
  LAST_NAMES,
  PART_KINDS,
  QUESTIONS,
  REPLIES,
  VEHICLES,
} from './scale-words.ts';

export interface ScaleCounts {
  parts: number;
  messages: number;
  appointments: number;
  staff: number;
}

export const SCALE_DEFAULTS: ScaleCounts = { parts: 10_000, messages: 100_000, appointments: 50_000, staff: 200 };

/** The password of every seeded staff account (one argon2 hash, made once per run). */
export const SCALE_STAFF_PASSWORD = 'scale-staff-2026';

/** A database holding more than this in any list already has more than the demo data. */
export const DEMO_SIZE_MAX = 100;
const DEMO_MANAGER = 'manager@desertgear.example';

export class ScaleSeedRefused extends Error {}

export interface ScaleSeedResult {
  added: ScaleCounts & { replies: number; upcoming: number };
  ms: number;
  /** Milliseconds each step took, to see where the time goes. */
  steps: Record<string, number>;
}

const LISTS = { parts: 'parts', messages: 'contact_messages', appointments: 'appointments', staff: 'users' } as const;

/**
 * Refuses a database that does not look like a development or bench one: it must have the
 * schema, hold the demo manager account and no list longer than the demo's. `force` (the
 * command's `--yes`) skips the last two checks, e.g. to add a second batch.
 */
async function checkDatabase(db: pg.ClientBase, force: boolean): Promise<void> {
  const schema = await db.query<{ ok: boolean }>(
    `select to_regclass('public.parts') is not null and to_regclass('public.message_replies') is not null as ok`,
  );
  if (!schema.rows[0]?.ok) {
    throw new ScaleSeedRefused(
      'This database has no shop tables: start the server on it once (it migrates), then seed.',
    );
  }
  if (force) return;
  const demo = await db.query('select 1 from users where email = $1', [DEMO_MANAGER]);
  if (demo.rowCount === 0) {
    throw new ScaleSeedRefused(
      `This database has no demo accounts (${DEMO_MANAGER}), so it may be a real shop's: refused. Add --yes if it is yours to fill.`,
    );
  }
  const sizes: [string, number][] = [];
  for (const [list, table] of Object.entries(LISTS)) {
    const { rows } = await db.query<{ n: string }>(`select count(*) as n from ${table}`);
    sizes.push([list, Number(rows[0]?.n ?? 0)]);
  }
  const big = sizes.filter(([, n]) => n > DEMO_SIZE_MAX);
  if (big.length > 0) {
    const found = big.map(([list, n]) => `${n} ${list}`).join(', ');
    throw new ScaleSeedRefused(
      `This database already holds more than the demo data (${found}): refused. Add --yes to add the rows on top.`,
    );
  }
}

/** Names as an email address spells them: "José Núñez" writes jose.nunez. */
const ascii = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const FIRST_ASCII = FIRST_NAMES.map(ascii);
const LAST_ASCII = LAST_NAMES.map(ascii);

/** Pseudo-random but the same every run (setseed), so two benches see the same shop. */
const SEED = 0.19;

const staffSql = `
  insert into users (email, password, first_name, last_name, role, is_active, last_sign_in_at, created_at, updated_at)
  select fa || '.' || la || '.' || (base + i) || '@desertgear.example',
         $2, fn, ln,
         case when i % 10 = 0 then 'manager' when i % 10 < 3 then 'supervisor' else 'user' end,
         i % 15 <> 0,
         case when i % 4 = 0 then null else date_trunc('milliseconds', now() - interval '90 days' * r) end,
         created, created
  from (select i, random() as r, (select count(*) from users) as base,
               ($3::text[])[1 + i % cardinality($3::text[])] as fn,
               ($4::text[])[1 + (i / cardinality($3::text[])) % cardinality($4::text[])] as ln,
               ($5::text[])[1 + i % cardinality($3::text[])] as fa,
               ($6::text[])[1 + (i / cardinality($3::text[])) % cardinality($4::text[])] as la,
               date_trunc('milliseconds', now() - interval '1200 days' * random()) as created
        from generate_series(1, $1::int) as i) g`;

const partsSql = `
  with kinds as (
    select * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[])
      with ordinality as k(category, name, en, es, price, n)
  ),
  categories as (select array_agg(name order by id) as names from part_categories),
  g as (
    select i, random() as r_price, random() as r_brand, random() as r_status, random() as r_sold,
           ($7::text[])[1 + floor(random() * cardinality($7::text[]))::int] as vehicle,
           date_trunc('milliseconds', now() - interval '1095 days' * random()) as created
    from generate_series(1, $1::int) as i
  )
  insert into parts (name, description, description_es, category, price, part_number, brand, condition, status,
                     sold_date, sale_price, sold_to, sold_notes, is_active, created_at, updated_at)
  select k.name || ', ' || g.vehicle,
         k.en || ' Fits ' || g.vehicle || '.',
         k.es || ' Para ' || g.vehicle || '.',
         coalesce(own.name, c.names[1 + g.i % cardinality(c.names)]),
         round((k.price * (0.6 + g.r_price))::numeric, 2),
         upper(substr(md5(g.i::text || g.created::text), 1, 3)) || '-' || lpad((g.i % 1000000)::text, 6, '0'),
         ($8::text[])[1 + floor(g.r_brand * cardinality($8::text[]))::int],
         (array['new', 'used', 'refurbished'])[1 + g.i % 3],
         s.status,
         case when s.status = 'sold' then sold.at end,
         case when s.status = 'sold' then round((k.price * (0.5 + g.r_price))::numeric, 2) end,
         case when s.status = 'sold' then ($9::text[])[1 + g.i % cardinality($9::text[])] end,
         case when s.status = 'sold' and g.i % 2 = 0 then 'Picked up in person. / Lo recogió en persona.' end,
         g.i % 20 <> 0,
         g.created,
         coalesce(case when s.status = 'sold' then sold.at end, g.created)
  from g
  join kinds k on k.n = 1 + g.i % (select count(*) from kinds)
  cross join categories c
  left join part_categories own on own.name = k.category
  cross join lateral (select case when g.r_status < 0.12 then 'sold' when g.r_status < 0.2 then 'reserved'
                                  else 'available' end as status) s
  cross join lateral (select date_trunc('milliseconds', g.created + (now() - g.created) * g.r_sold) as at) sold
  order by g.created`;

/** Messages over three years, oldest first (ids follow time, as they do in a real inbox), with their replies. */
const messagesSql = `
  with questions as (
    select * from unnest($2::text[], $3::text[], $4::text[]) with ordinality as q(lang, subject, message, n)
  ),
  g as (
    select i, random() as r,
           ($5::text[])[1 + i % cardinality($5::text[])] as fn,
           ($6::text[])[1 + (i * 7) % cardinality($6::text[])] as ln,
           ($10::text[])[1 + i % cardinality($5::text[])] as fa,
           ($11::text[])[1 + (i * 7) % cardinality($6::text[])] as la,
           ($7::text[])[1 + floor(random() * cardinality($7::text[]))::int] as vehicle,
           date_trunc('milliseconds', now() - interval '1095 days' * power(random(), 1.3)) as created
    from generate_series(1, $1::int) as i
  ),
  added as (
    insert into contact_messages (name, email, phone, subject, message, status, created_at)
    select g.fn || ' ' || g.ln,
           g.fa || '.' || g.la || (g.i % 997) || '@example.com',
           '702555' || lpad((g.i % 10000)::text, 4, '0'),
           q.subject,
           replace(q.message, '{vehicle}', g.vehicle),
           case when g.created > now() - interval '14 days' and g.r < 0.6 then 'unread'
                when g.r < 0.03 then 'unread' when g.r < 0.45 then 'replied' else 'read' end,
           g.created
    from g join questions q on q.n = 1 + g.i % (select count(*) from questions)
    order by g.created
    returning id, subject, status, created_at
  ),
  staff as (select array_agg(id order by email) as ids from users where role in ('supervisor', 'manager')),
  replies as (
    insert into message_replies (message_id, staff_id, text, created_at)
    select a.id,
           s.ids[1 + a.id % cardinality(s.ids)],
           case when a.subject = any (select subject from questions where lang = 'es') then $9 else $8 end,
           least(date_trunc('milliseconds', a.created_at + interval '20 hours' * random()),
                 date_trunc('milliseconds', now()))
    from added a cross join staff s
    where a.status = 'replied'
    returning 1
  )
  select (select count(*) from added) as messages, (select count(*) from replies) as replies`;

/**
 * Appointments: the hh:30 slots of the coming weekdays get one each (at most a tenth of them all,
 * within the booking horizon), the rest are spread over three years back. Shop time is Las Vegas.
 */
const appointmentsSql = `
  with upcoming as (
    select slot from (
      select (d + interval '8 hours 30 minutes' + k * interval '1 hour') at time zone 'America/Los_Angeles' as slot
      from generate_series(date_trunc('day', now() at time zone 'America/Los_Angeles') + interval '1 day',
                           date_trunc('day', now() at time zone 'America/Los_Angeles') + interval '59 days',
                           interval '1 day') as d,
           generate_series(0, 9) as k
      where extract(isodow from d) < 6
    ) s order by slot limit $1::int / 10
  ),
  past as (
    select (d + interval '8 hours 30 minutes' + k * interval '30 minutes') at time zone 'America/Los_Angeles' as slot
    from (select date_trunc('day', now() at time zone 'America/Los_Angeles')
                   - (1 + floor(random() * 1095)::int) * interval '1 day' as day0,
                 floor(random() * 19)::int as k
          from generate_series(1, $1::int - (select count(*) from upcoming)::int)) p
    cross join lateral (select case when extract(isodow from day0) = 7 then day0 - interval '1 day' else day0 end as d) dd
  ),
  slots as (
    select row_number() over (order by slot) as i, slot, slot > now() as ahead, random() as r, random() as r2
    from (select slot from upcoming union all select slot from past) u
  ),
  service_ids as (select array_agg(id order by id) as ids from services),
  staff_ids as (select array_agg(id order by email) as ids from users where role in ('supervisor', 'manager')),
  g as (
    select sl.*,
           case when sl.ahead then (case when sl.r < 0.5 then 'pending' when sl.r < 0.9 then 'confirmed' else 'cancelled' end)
                else (case when sl.r < 0.75 then 'completed' when sl.r < 0.9 then 'cancelled'
                           when sl.r < 0.95 then 'confirmed' else 'pending' end) end as status,
           least(date_trunc('milliseconds', sl.slot - interval '20 days' * sl.r2), date_trunc('milliseconds', now())) as created
    from slots sl
  ),
  added as (
  insert into appointments (first_name, last_name, email, phone, service_id, appointment_date, notes, status, language,
                            vehicle_year, vehicle_make, vehicle_model, confirmed_by, confirmed_at, cancel_reason,
                            cancelled_at, reminder_sent_at, created_at, updated_at)
  select ($2::text[])[1 + g.i % cardinality($2::text[])],
         ($3::text[])[1 + (g.i * 7) % cardinality($3::text[])],
         case when g.i % 10 = 0 then null
              else ($9::text[])[1 + g.i % cardinality($2::text[])] || g.i || '@example.com' end,
         '702555' || lpad((g.i % 10000)::text, 4, '0'),
         case when g.i % 12 = 0 then null else sv.ids[1 + g.i % cardinality(sv.ids)] end,
         date_trunc('milliseconds', g.slot),
         case when g.i % 3 = 0 then ($4::text[])[1 + g.i % cardinality($4::text[])] end,
         g.status,
         case when g.i % 3 = 0 then 'es' else 'en' end,
         ($5::int[])[1 + g.i % cardinality($5::int[])],
         ($6::text[])[1 + g.i % cardinality($6::text[])],
         ($7::text[])[1 + g.i % cardinality($7::text[])],
         case when g.status in ('confirmed', 'completed') then st.ids[1 + g.i % cardinality(st.ids)] end,
         case when g.status in ('confirmed', 'completed') then g.created end,
         case when g.status = 'cancelled' then ($8::text[])[1 + g.i % cardinality($8::text[])] end,
         case when g.status = 'cancelled' then g.created end,
         case when g.status in ('confirmed', 'completed') and not g.ahead
              then date_trunc('milliseconds', g.slot - interval '1 day') end,
         g.created, g.created
  from g cross join service_ids sv cross join staff_ids st
  order by g.slot
  returning appointment_date
  )
  select count(*) as appointments, count(*) filter (where appointment_date > now()) as upcoming from added`;

export async function seedScale(
  databaseUrl: string,
  counts: ScaleCounts,
  { force = false }: { force?: boolean } = {},
): Promise<ScaleSeedResult> {
  const started = performance.now();
  const password = await hashPassword(SCALE_STAFF_PASSWORD);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await checkDatabase(db, force);
    await db.query('begin');
    await db.query('select setseed($1)', [SEED]);
    const steps: Record<string, number> = {};
    let last = performance.now();
    const step = (name: string) => {
      const now = performance.now();
      steps[name] = now - last;
      last = now;
    };
    await db.query(staffSql, [counts.staff, password, FIRST_NAMES, LAST_NAMES, FIRST_ASCII, LAST_ASCII]);
    step('staff');
    await db.query(partsSql, [
      counts.parts,
      PART_KINDS.map((k) => k.category),
      PART_KINDS.map((k) => k.name),
      PART_KINDS.map((k) => k.en),
      PART_KINDS.map((k) => k.es),
      PART_KINDS.map((k) => k.price),
      VEHICLES.map(([year, make, model]) => `${year} ${make} ${model}`),
      BRANDS,
      FIRST_NAMES.map((f, i) => `${f} ${LAST_NAMES[i % LAST_NAMES.length]}`),
    ]);
    step('parts');
    const messages = await db.query<{ messages: string; replies: string }>(messagesSql, [
      counts.messages,
      QUESTIONS.map((q) => q.lang),
      QUESTIONS.map((q) => q.subject),
      QUESTIONS.map((q) => q.message),
      FIRST_NAMES,
      LAST_NAMES,
      VEHICLES.map(([year, make, model]) => `${year} ${make} ${model}`),
      REPLIES.en,
      REPLIES.es,
      FIRST_ASCII,
      LAST_ASCII,
    ]);
    step('messages');
    const appointments = await db.query<{ appointments: string; upcoming: string }>(appointmentsSql, [
      counts.appointments,
      FIRST_NAMES,
      LAST_NAMES,
      APPOINTMENT_NOTES,
      VEHICLES.map(([year]) => year),
      VEHICLES.map(([, make]) => make),
      VEHICLES.map(([, , model]) => model),
      CANCEL_REASONS,
      FIRST_ASCII,
    ]);
    step('appointments');
    await db.query('commit');
    step('commit');
    // Fresh statistics, so the planner sees the big tables at once rather than after autovacuum.
    await db.query('analyze users, parts, contact_messages, message_replies, appointments');
    step('analyze');
    return {
      added: {
        staff: counts.staff,
        parts: counts.parts,
        messages: Number(messages.rows[0]?.messages ?? 0),
        replies: Number(messages.rows[0]?.replies ?? 0),
        appointments: Number(appointments.rows[0]?.appointments ?? 0),
        upcoming: Number(appointments.rows[0]?.upcoming ?? 0),
      },
      ms: performance.now() - started,
      steps,
    };
  } catch (error) {
    await db.query('rollback').catch(() => {});
    throw error;
  } finally {
    await db.end();
  }
}
