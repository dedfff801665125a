import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Appointment } from './appointment.entity.ts';

interface Row {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  appointmentDate: string;
  serviceName: string | null;
  status: string;
  vehicleModel: string | null;
}
interface RowsPage {
  items: Row[];
  total: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

/** The shop's clock in these tests: the seam between upcoming and past. */
const NOW = new Date('2026-06-01T12:00:00.000Z');
const UPCOMING = 1500;
const PAST = 1500;

describe('the appointments list, paged and searched in PostgreSQL', () => {
  let t: TestApp;
  let supervisor: { authorization: string };
  let clock = NOW;
  beforeAll(async () => {
    t = await createTestApp({ infra: { now: () => clock } });
    supervisor = await t.bearer('supervisor');
    await t.em().nativeDelete(Appointment, {});
    // Thousands of appointments written at once by SQL, two to a slot (the id orders them), half
    // after NOW and half before; times in whole milliseconds, as JavaScript writes them.
    await t.em().execute(`
      insert into appointments (first_name, last_name, email, phone, service_id, vehicle_year, vehicle_make,
                                vehicle_model, appointment_date, status, language, created_at, updated_at)
      select case when g % 250 = 0 then 'José' else format('Customer%s', g) end,
             case when g % 250 = 0 then 'Núñez' else 'Driver' end,
             case when g % 3 = 0 then null else format('driver%s@example.com', g) end,
             format('(702) 555-%s', lpad(g::text, 4, '0')),
             case when g % 2 = 0 then (select min(id) from services) end,
             2010 + g % 10,
             'Ford',
             case when g % 100 = 0 then 'F-150' else 'Focus' end,
             timestamptz '${NOW.toISOString()}' + (((g - 1) / 2 - ${PAST / 2}) * interval '30 minutes'),
             (array['pending', 'confirmed', 'completed', 'cancelled'])[1 + g % 4],
             'en',
             date_trunc('milliseconds', now()),
             now()
        from generate_series(1, ${UPCOMING + PAST}) g`);
  });
  afterAll(() => t.close());

  const get = async (query: string) => {
    const res = await t.app.inject({ url: `/api/admin/appointments?${query}`, headers: supervisor });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const walk = async (query: string) => {
    const pages: RowsPage[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: RowsPage = await get(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page);
      cursor = page.nextCursor;
    }
    return { pages, rows: pages.flatMap((p) => p.items) };
  };
  const walkBack = async (query: string, from: RowsPage) => {
    const pages: RowsPage[] = [];
    let cursor = from.previousCursor;
    while (cursor !== null) {
      const page: RowsPage = await get(`${query}&cursor=${cursor}`);
      pages.unshift(page);
      cursor = page.previousCursor;
    }
    return pages;
  };
  const when = (r: Row) => Date.parse(r.appointmentDate);
  const ids = (rows: Row[]) => rows.map((r) => r.id);

  it('upcoming: soonest first, the same rows page by page as in the whole list', async () => {
    const whole: Row[] = await get('scope=upcoming');
    expect(whole).toHaveLength(UPCOMING);
    expect(whole.every((r) => when(r) >= NOW.getTime())).toBe(true);
    expect(whole.map(when)).toEqual(whole.map(when).sort((a, b) => a - b));
    const { pages, rows } = await walk('scope=upcoming&limit=100');
    expect(ids(rows)).toEqual(ids(whole));
    expect(pages[0]?.total).toBe(UPCOMING);
    expect(rows[1]).toEqual(whole[1]);
    // Two to a slot: the earlier booked (lower id) first.
    expect(when(whole[0] as Row)).toBe(when(whole[1] as Row));
    expect((whole[0] as Row).id).toBeLessThan((whole[1] as Row).id);
  });

  it('past: latest first', async () => {
    const whole: Row[] = await get('scope=past');
    expect(whole).toHaveLength(PAST);
    expect(whole.map(when)).toEqual(whole.map(when).sort((a, b) => b - a));
    const { rows } = await walk('scope=past&limit=100');
    expect(ids(rows)).toEqual(ids(whole));
  });

  it('all: upcoming soonest first, then past latest first, across the seam both ways', async () => {
    const whole: Row[] = await get('scope=all');
    expect(whole).toHaveLength(UPCOMING + PAST);
    const upcoming = await get('scope=upcoming');
    const past = await get('scope=past');
    expect(ids(whole)).toEqual([...ids(upcoming), ...ids(past)]);

    // 9 does not divide the 75 upcoming cancelled 2013 Fords: one page holds the last upcoming rows
    // and the first past ones.
    const picked = 'scope=all&status=cancelled&q=2013%20ford';
    const cancelled = `${picked}&limit=9`;
    const wholeCancelled: Row[] = await get(picked);
    const { pages, rows } = await walk(cancelled);
    expect(ids(rows)).toEqual(ids(wholeCancelled));
    expect(pages.slice(0, -1).every((p) => p.items.length === 9 && p.total === wholeCancelled.length)).toBe(true);
    const isUpcoming = (r: Row) => when(r) >= NOW.getTime();
    const seam = pages.find((p) => p.items.some(isUpcoming) && !p.items.every(isUpcoming));
    const upcomingCancelled = wholeCancelled.filter(isUpcoming).length;
    expect(upcomingCancelled).toBe(75);
    expect(seam?.items.map(isUpcoming)).toEqual(Array.from({ length: 9 }, (_, i) => i < upcomingCancelled % 9));
    const back = await walkBack(cancelled, pages.at(-1) as RowsPage);
    expect(back.map((p) => ids(p.items))).toEqual(pages.slice(0, -1).map((p) => ids(p.items)));

    // 100 does: the upcoming rows end a page, and the next page starts the past ones.
    const even = await walk('scope=all&limit=100');
    expect(ids(even.rows)).toEqual(ids(whole));
    const lastUpcoming = even.pages[UPCOMING / 100 - 1] as RowsPage;
    expect(lastUpcoming.items.every((r) => when(r) >= NOW.getTime())).toBe(true);
    const firstPast = even.pages[UPCOMING / 100] as RowsPage;
    expect(ids(firstPast.items)).toEqual(ids(past.slice(0, 100)));
    const backOverSeam: RowsPage = await get(`scope=all&limit=100&cursor=${firstPast.previousCursor}`);
    expect(ids(backOverSeam.items)).toEqual(ids(lastUpcoming.items));
    const evenBack = await walkBack('scope=all&limit=100', even.pages.at(-1) as RowsPage);
    expect(evenBack.map((p) => ids(p.items))).toEqual(even.pages.slice(0, -1).map((p) => ids(p.items)));
  }, 60_000);

  it('neither repeats nor skips an appointment when some are booked, or their time passes, between pages', async () => {
    const first: RowsPage = await get('scope=all&limit=50');
    const em = t.em();
    // A booking sooner than the page already read, and one in the past.
    for (const at of [new Date(NOW.getTime() + 60_000), new Date(NOW.getTime() - 60_000)]) {
      em.create(Appointment, { firstName: 'Late', lastName: 'Booking', phone: '7025550000', appointmentDate: at });
    }
    await em.flush();
    // A day passes (48 slots of two): 96 upcoming appointments are past now, but this listing keeps its seam.
    clock = new Date(NOW.getTime() + 86_400_000);
    try {
      const seen = [...first.items];
      let cursor = first.nextCursor;
      while (cursor) {
        const page: RowsPage = await get(`scope=all&limit=50&cursor=${cursor}`);
        seen.push(...page.items);
        cursor = page.nextCursor;
      }
      expect(new Set(ids(seen)).size).toBe(seen.length);
      // Every original row, and the past booking (still ahead of the cursor); not the sooner one.
      expect(seen).toHaveLength(UPCOMING + PAST + 1);
      expect(seen.filter((r) => r.firstName === 'Late').map(when)).toEqual([NOW.getTime() - 60_000]);
      // A fresh listing splits at the new time.
      const fresh: RowsPage = await get('scope=upcoming&limit=5');
      expect(fresh.total).toBe(UPCOMING - 96);
    } finally {
      clock = NOW;
      await t.em().nativeDelete(Appointment, { firstName: 'Late' });
    }
  });

  it('filters by status within a scope, with the filtered total', async () => {
    const page: RowsPage = await get('scope=all&status=cancelled&limit=100');
    expect(page.items.every((r) => r.status === 'cancelled')).toBe(true);
    expect(page.total).toBe((UPCOMING + PAST) / 4);
    const whole: Row[] = await get('scope=all&status=cancelled');
    expect(whole).toHaveLength(page.total);
    expect(ids(whole.slice(0, 100))).toEqual(ids(page.items));
  });

  it('keeps the past and all totals exact as appointments are booked, change status and are deleted', async () => {
    // The whole lists count for themselves; the pages' totals come from the status tally.
    const totalsMatchTheLists = async () => {
      for (const query of ['scope=past', 'scope=all', 'scope=past&status=cancelled', 'scope=all&status=pending']) {
        const whole: Row[] = await get(query);
        const page: RowsPage = await get(`${query}&limit=5`);
        expect(page.total, query).toBe(whole.length);
      }
    };
    const em = t.em();
    const booked = [1, 2, 3].map((days) =>
      em.create(Appointment, {
        firstName: 'Tally',
        lastName: 'Check',
        phone: '7025550001',
        appointmentDate: new Date(NOW.getTime() - days * 86_400_000),
      }),
    );
    await em.flush();
    try {
      expect(((await get('scope=past&limit=5')) as RowsPage).total).toBe(PAST + 3);
      await totalsMatchTheLists();
      (booked[0] as Appointment).status = 'cancelled';
      await em.flush();
      await t.em().nativeUpdate(Appointment, { firstName: 'Tally', status: 'pending' }, { status: 'completed' });
      expect(((await get('scope=past&status=cancelled&limit=5')) as RowsPage).total).toBe(PAST / 4 + 1);
      await totalsMatchTheLists();
    } finally {
      await t.em().nativeDelete(Appointment, { firstName: 'Tally' });
    }
    expect(((await get('scope=past&limit=5')) as RowsPage).total).toBe(PAST);
    await totalsMatchTheLists();
  });

  it('searches name, email, phone and vehicle ignoring case and accents', async () => {
    const search = async (q: string, scope = 'all') =>
      (await get(`scope=${scope}&limit=100&q=${encodeURIComponent(q)}`)) as RowsPage;
    const josé = await search('JOSE NUNEZ');
    expect(josé.total).toBe((UPCOMING + PAST) / 250);
    expect(josé.items.every((r) => r.firstName === 'José' && r.lastName === 'Núñez')).toBe(true);
    expect((await search('Núñez', 'upcoming')).total).toBe(UPCOMING / 250);
    expect(ids((await search('DRIVER43@example')).items)).toHaveLength(1);
    // The phone as written, or its digits alone.
    expect((await search('(702) 555-0123')).items.map((r) => r.phone)).toEqual(['(702) 555-0123']);
    expect((await search('7025550123')).items.map((r) => r.phone)).toEqual(['(702) 555-0123']);
    const f150 = await search('f-150');
    expect(f150.total).toBe((UPCOMING + PAST) / 100);
    expect(f150.items.every((r) => r.vehicleModel === 'F-150')).toBe(true);
    expect((await search('2015 ford focus')).total).toBeGreaterThan(0);
    expect((await search('100%')).total).toBe(0);
    const cancelledJosé = await search('jose');
    const narrowed: RowsPage = await get('scope=all&status=cancelled&limit=100&q=jose');
    expect(narrowed.items.every((r) => r.status === 'cancelled')).toBe(true);
    expect(narrowed.total).toBeLessThan(cancelledJosé.total);
  });

  it('refuses a forged cursor, or one of another scope, as bad input on both doors', async () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const query of [
      `scope=all&cursor=${forged([0, 'yesterday', 'start', 0])}`,
      `scope=all&cursor=${forged([5, NOW.toISOString(), 'start', 0])}`,
      `scope=all&cursor=${forged([0, NOW.toISOString(), forged(['n', 'x', 1]), 0])}`,
      // The past phase of "all" is not a phase of "upcoming".
      `scope=upcoming&cursor=${forged([1, NOW.toISOString(), 'start', 0])}`,
      'scope=all&cursor=abc',
      'scope=later&limit=5',
      'limit=500',
    ]) {
      const res = await t.app.inject({ url: `/api/admin/appointments?${query}`, headers: supervisor });
      expect(res.statusCode, query).toBe(400);
    }
    const input = encodeURIComponent(JSON.stringify({ json: { scope: 'all', cursor: forged([0, 1, 2, 3]) } }));
    const trpc = await t.app.inject({ url: `/trpc/appointments.list?input=${input}`, headers: supervisor });
    expect(trpc.statusCode).toBe(400);
  });

  it('says in the API document which paging and filter parameters the lists take', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const [path, names] of [
      ['/api/admin/appointments', ['scope', 'status', 'q', 'limit', 'cursor']],
      ['/api/admin/users', ['q', 'role', 'active', 'limit', 'cursor']],
    ] as const) {
      const get = doc.paths[path].get;
      expect(get.parameters.map((p: { name: string }) => p.name)).toEqual(names);
      const answer = get.responses['200'].content['application/json'].schema;
      expect(answer.anyOf.map((s: { type: string }) => s.type)).toEqual(['array', 'object']);
    }
  });
});
