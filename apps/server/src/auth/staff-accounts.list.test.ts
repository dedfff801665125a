import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { streamStaffAccounts } from './staff-accounts.ts';
import { User } from './user.entity.ts';

interface Account {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  isActive: boolean;
  createdAt: string;
}
interface AccountsPage {
  items: Account[];
  total: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

const MANY = 3000;

describe('the accounts list, paged and searched in PostgreSQL', () => {
  let t: TestApp;
  let manager: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.bearer('manager');
    // A shop with thousands of accounts, written at once by SQL. Every third pair shares its
    // creation millisecond (the email orders them); created_at holds whole milliseconds, as
    // JavaScript writes it, so it survives a cursor.
    await t.em().execute(`
      insert into users (email, password, first_name, last_name, role, is_active, created_at, updated_at)
      select format('staff%s@shop.example', lpad(g::text, 4, '0')),
             'not-a-hash',
             case when g % 500 = 0 then 'José' else format('First%s', g) end,
             case when g % 500 = 0 then 'Núñez' else format('Last%s', g) end,
             (array['user', 'supervisor', 'manager'])[1 + g % 3],
             g % 7 <> 0,
             date_trunc('milliseconds', timestamptz '2025-01-01 00:00:00Z' + ((g - g % 3) * interval '1 minute')),
             now()
        from generate_series(1, ${MANY}) g`);
  });
  afterAll(() => t.close());

  const get = async (query: string) => {
    const res = await t.app.inject({ url: `/api/admin/users${query}`, headers: manager });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const walk = async (query: string): Promise<{ pages: AccountsPage[]; rows: Account[] }> => {
    const pages: AccountsPage[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: AccountsPage = await get(`?${query}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page);
      cursor = page.nextCursor;
    }
    return { pages, rows: pages.flatMap((p) => p.items) };
  };
  const oldestFirst = (rows: Account[]) =>
    [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.email.localeCompare(b.email));

  it('answers the whole list without paging parameters, oldest first, and the same rows page by page', async () => {
    const whole: Account[] = await get('');
    expect(whole).toHaveLength(MANY + 3);
    expect(whole.map((a) => a.email)).toEqual(oldestFirst(whole).map((a) => a.email));
    expect(JSON.stringify(whole.slice(0, 50))).not.toMatch(/password|not-a-hash/);

    const { pages, rows } = await walk('limit=100');
    expect(pages).toHaveLength(Math.ceil((MANY + 3) / 100));
    expect(pages.every((p) => p.total === MANY + 3)).toBe(true);
    expect(pages[0]?.previousCursor).toBeNull();
    expect(rows.map((a) => a.id)).toEqual(whole.map((a) => a.id));
    expect(rows[5]).toEqual(whole[5]);
  });

  it('shows 25 a page by default and walks back to the same pages', async () => {
    const first: AccountsPage = await get('?limit=25');
    const second: AccountsPage = await get(`?limit=25&cursor=${first.nextCursor}`);
    expect(first.items).toHaveLength(25);
    const back: AccountsPage = await get(`?limit=25&cursor=${second.previousCursor}`);
    expect(back.items.map((a) => a.id)).toEqual(first.items.map((a) => a.id));
    expect(back.previousCursor).toBeNull();
  });

  it('neither repeats nor skips an account when accounts are added between pages', async () => {
    const first: AccountsPage = await get('?role=supervisor&limit=40');
    const em = t.em();
    // One made now (the end of the list) and one back-dated before the page already read.
    em.create(User, { email: 'new.supervisor@shop.example', password: 'x', role: 'supervisor', isActive: true });
    em.create(User, {
      email: 'backdated.supervisor@shop.example',
      password: 'x',
      role: 'supervisor',
      isActive: true,
      createdAt: new Date('2025-01-01T00:01:00Z'),
    });
    await em.flush();
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const page: AccountsPage = await get(`?role=supervisor&limit=40&cursor=${cursor}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    const emails = seen.map((a) => a.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toContain('new.supervisor@shop.example');
    expect(emails).not.toContain('backdated.supervisor@shop.example');
    expect(emails).toHaveLength(MANY / 3 + 1 + 1); // the demo supervisor and the new one
    await t.em().nativeDelete(User, { email: { $like: '%.supervisor@shop.example' } });
  });

  it('filters by role and active state, with the filtered total', async () => {
    const managers: AccountsPage = await get('?role=manager&active=false&limit=100');
    expect(managers.items.every((a) => a.role === 'manager' && !a.isActive)).toBe(true);
    const expected = await t.em().count(User, { role: 'manager', isActive: false });
    expect(managers.total).toBe(expected);
    expect(expected).toBeGreaterThan(100);
    const whole: Account[] = await get('?role=manager&active=false');
    expect(whole).toHaveLength(expected);
    expect(whole.slice(0, 100).map((a) => a.id)).toEqual(managers.items.map((a) => a.id));
  });

  it('searches email and names ignoring case and accents, a % or _ matching only itself', async () => {
    const núñez: AccountsPage = await get(`?q=${encodeURIComponent('núnez')}&limit=100`);
    expect(núñez.total).toBe(MANY / 500);
    expect(núñez.items.every((a) => a.lastName === 'Núñez')).toBe(true);
    // First and last name are one text: "José Núñez" is found as "JOSE nunez".
    const byName: AccountsPage = await get(`?q=${encodeURIComponent('JOSE nunez')}&limit=100`);
    expect(byName.total).toBe(MANY / 500);
    const byEmail: AccountsPage = await get('?q=STAFF0042@&limit=100');
    expect(byEmail.items.map((a) => a.email)).toEqual(['staff0042@shop.example']);
    const pattern: AccountsPage = await get(`?q=${encodeURIComponent('staff_04%')}&limit=100`);
    expect(pattern.total).toBe(0);
    const narrowed: AccountsPage = await get(`?q=nunez&role=supervisor&limit=100`);
    expect(narrowed.items.every((a) => a.role === 'supervisor' && a.lastName === 'Núñez')).toBe(true);
  });

  it('refuses a forged cursor or a bad filter as bad input, on both doors', async () => {
    const forged = Buffer.from(JSON.stringify(['n', 'not a date', 'x'])).toString('base64url');
    for (const query of [
      `?cursor=${forged}`,
      '?cursor=%25%25',
      '?limit=0',
      '?limit=101',
      '?role=owner',
      '?active=maybe',
    ]) {
      const res = await t.app.inject({ url: `/api/admin/users${query}`, headers: manager });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).not.toMatch(/zod|expected/i);
    }
    const input = encodeURIComponent(JSON.stringify({ json: { cursor: forged } }));
    const trpc = await t.app.inject({ url: `/trpc/staffAccounts.list?input=${input}`, headers: manager });
    expect(trpc.statusCode).toBe(400);
  });

  it('lists every account for the CLI from a database cursor, oldest first', async () => {
    const emails: string[] = [];
    for await (const user of streamStaffAccounts(t.deps())) emails.push(user.email);
    const whole: Account[] = await get('');
    expect(emails).toEqual(whole.map((a) => a.email));
  });
});
