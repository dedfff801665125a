import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

/**
 * Makes every insert into the audit trail fail while `work` runs, in the test file's own
 * database, as a full disk or a dropped connection would at the worst moment: between a change
 * and its audit event. A trigger that raises, not a mock: the real insert really fails.
 */
export async function whileAuditFails<T>(t: Pick<TestApp, 'em'>, work: () => Promise<T>): Promise<T> {
  const em = t.em();
  await em.execute(
    `create or replace function audit_insert_fails() returns trigger language plpgsql
       as $$ begin raise exception 'the audit trail refused the event'; end $$`,
  );
  await em.execute(
    'create trigger audit_insert_fails before insert on audit_events for each row execute function audit_insert_fails()',
  );
  try {
    return await work();
  } finally {
    await em.execute('drop trigger audit_insert_fails on audit_events');
  }
}

/** What a request answers: an inject response or a tRPC caller's outcome, as status and body. */
interface Answer {
  statusCode: number;
  json(): unknown;
}

/**
 * The change `send` asks for, made while the audit trail refuses its event: the request is
 * answered with a 500, and `state` (the rows it would change, read back) is as it was before.
 */
export async function expectRolledBackWithoutAudit(
  t: Pick<TestApp, 'em'>,
  send: () => Promise<Answer>,
  state: () => Promise<unknown>,
): Promise<void> {
  const before = await state();
  const events = await auditEventCount(t);
  const res = await whileAuditFails(t, send);
  expect(res.statusCode, JSON.stringify(res.json())).toBe(500);
  expect(res.json()).toMatchObject({ reason: 'internal-error' });
  expect(await state()).toEqual(before);
  expect(await auditEventCount(t)).toBe(events);
}

async function auditEventCount(t: Pick<TestApp, 'em'>): Promise<number> {
  const [row] = await t.em().execute<{ n: number }[]>('select count(*)::int as n from audit_events');
  return row?.n ?? 0;
}

/** Rows of a table as plain values, in id order: what a rolled-back change must leave as it was. */
export function rowsOf(t: Pick<TestApp, 'em'>, sql: string, params: unknown[] = []) {
  return () => t.em().execute(sql, params);
}
