import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../test/harness.ts';
import { SCALE_STAFF_PASSWORD, type ScaleCounts, ScaleSeedRefused, seedScale } from './scale-seed.ts';

const SMALL: ScaleCounts = { parts: 60, messages: 400, appointments: 300, staff: 20 };
const command = path.join(import.meta.dirname, 'seed-scale.ts');
const run = promisify(execFile);

/** Every timestamp column the seed writes. */
const TIMESTAMPS: Record<string, string[]> = {
  parts: ['created_at', 'updated_at', 'sold_date'],
  contact_messages: ['created_at'],
  message_replies: ['created_at'],
  appointments: ['appointment_date', 'created_at', 'updated_at', 'confirmed_at', 'cancelled_at', 'reminder_sent_at'],
  users: ['created_at', 'updated_at', 'last_sign_in_at'],
};

let t: TestApp;
let db: pg.Client;
const url = () => t.config.DATABASE_URL as string;
const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  db = new pg.Client({ connectionString: url() });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await t.close();
});

describe('the scale seed', () => {
  it('adds the counts asked for to the demo data', async () => {
    const before = {
      parts: await count('select count(*) as n from parts'),
      messages: await count('select count(*) as n from contact_messages'),
      appointments: await count('select count(*) as n from appointments'),
      staff: await count('select count(*) as n from users'),
    };
    const { added } = await seedScale(url(), SMALL);
    expect(added).toMatchObject(SMALL);
    expect(await count('select count(*) as n from parts')).toBe(before.parts + SMALL.parts);
    expect(await count('select count(*) as n from contact_messages')).toBe(before.messages + SMALL.messages);
    expect(await count('select count(*) as n from appointments')).toBe(before.appointments + SMALL.appointments);
    expect(await count('select count(*) as n from users')).toBe(before.staff + SMALL.staff);
    expect(added.replies).toBeGreaterThan(0);
    expect(await count('select count(*) as n from message_replies')).toBe(added.replies);
  });

  it('spreads rows over every category, status and role, with Spanish texts', async () => {
    const statuses = await db.query('select distinct status from appointments order by status');
    expect(statuses.rows.map((r) => r.status)).toEqual(['cancelled', 'completed', 'confirmed', 'pending']);
    const partStatuses = await db.query('select distinct status from parts order by status');
    expect(partStatuses.rows.map((r) => r.status)).toEqual(['available', 'reserved', 'sold']);
    expect(await count('select count(*) as n from parts where not is_active')).toBeGreaterThan(0);
    expect(await count('select count(distinct category) as n from parts')).toBe(
      await count('select count(*) as n from part_categories'),
    );
    const roles = await db.query('select distinct role from users order by role');
    expect(roles.rows.map((r) => r.role)).toEqual(['manager', 'supervisor', 'user']);
    expect(await count(`select count(*) as n from parts where description_es ~ '[áéíóúñ]'`)).toBeGreaterThan(0);
    expect(await count(`select count(*) as n from contact_messages where message like '¿%'`)).toBeGreaterThan(0);
  });

  it('writes whole milliseconds only, as the lists’ cursors need', async () => {
    for (const [table, columns] of Object.entries(TIMESTAMPS)) {
      for (const column of columns) {
        const fractional = await count(
          `select count(*) as n from ${table} where extract(microseconds from ${column})::bigint % 1000 <> 0`,
        );
        expect(fractional, `${table}.${column}`).toBe(0);
      }
    }
  });

  it('leaves room in every upcoming booking slot, and mostly fills the past', async () => {
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 59 * 86_400_000).toISOString().slice(0, 10);
    const slots = await t.app.inject({ url: `/api/appointments/slots?from=${from}&to=${to}` });
    expect(slots.statusCode).toBe(200);
    const offered = (slots.json() as { slots: { start: string; available: number }[] }).slots;
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((s) => s.available > 0)).toBe(true);
    expect(await count('select count(*) as n from appointments where appointment_date < now()')).toBeGreaterThan(
      SMALL.appointments / 2,
    );
  });

  it('gives staff accounts that sign in with the seed password', async () => {
    const { rows } = await db.query<{ email: string }>(
      `select email from users where is_active and email ~ '\\.[0-9]+@desertgear\\.example$' limit 1`,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: rows[0]?.email, password: SCALE_STAFF_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a database that already holds more than the demo data, unless told yes', async () => {
    await expect(seedScale(url(), SMALL)).rejects.toThrow(ScaleSeedRefused);
    const parts = await count('select count(*) as n from parts');
    await seedScale(url(), { parts: 5, messages: 5, appointments: 5, staff: 5 }, { force: true });
    expect(await count('select count(*) as n from parts')).toBe(parts + 5);
  });
});

describe('the seed:scale command', () => {
  it('refuses to run without DATABASE_URL', async () => {
    const { DATABASE_URL: _, ...env } = process.env;
    const failed = await run(process.execPath, [command], { env }).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('DATABASE_URL is required') });
  });

  it('refuses a database without the demo accounts, and says how to insist', async () => {
    const bare = await createTestDatabase();
    try {
      const failed = await run(process.execPath, [command, '--parts', '5'], {
        env: { ...process.env, DATABASE_URL: bare.url },
      }).catch((e: { code: number; stderr: string }) => e);
      expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('--yes') });
      const parts = new pg.Client({ connectionString: bare.url });
      await parts.connect();
      expect((await parts.query('select count(*)::int as n from parts')).rows[0].n).toBe(0);
      await parts.end();
    } finally {
      await bare.drop();
    }
  });
});
