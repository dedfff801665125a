import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ContactMessage } from '../messages/contact-message.entity.ts';
import { Refusal } from '../refusal.ts';
import { cursorPage, type OrderSpec } from './paging.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const em = t.em();
  for (let i = 1; i <= 60; i++) {
    em.create(ContactMessage, {
      name: `Sender ${i}`,
      email: `sender${i}@example.com`,
      subject: `Question number ${i}`,
      message: 'About my transmission, please.',
      // Every tenth shares its time with the one before: the id breaks the tie.
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i - (i % 10 === 0 ? 1 : 0))),
    });
  }
  await em.flush();
});
afterAll(() => t.close());

const NEWEST_FIRST: OrderSpec<ContactMessage> = [
  ['createdAt', 'desc'],
  ['id', 'desc'],
];
const page = (cursor?: string, limit = 25) =>
  cursorPage(t.em(), ContactMessage, { where: {}, orderBy: NEWEST_FIRST, limit, cursor });
const subjects = (rows: ContactMessage[]) => rows.map((m) => m.subject);

describe('keyset paging', () => {
  it('walks the whole list in order with its total, and back again', async () => {
    const first = await page();
    expect(first.total).toBe(60);
    expect(first.previousCursor).toBeNull();
    expect(subjects(first.items).slice(0, 2)).toEqual(['Question number 60', 'Question number 59']);
    const second = await page(first.nextCursor ?? undefined);
    const third = await page(second.nextCursor ?? undefined);
    expect(third.items).toHaveLength(10);
    expect(third.nextCursor).toBeNull();
    const all = [...first.items, ...second.items, ...third.items].map((m) => m.id);
    expect(new Set(all).size).toBe(60);
    const back = await page(third.previousCursor ?? undefined);
    expect(subjects(back.items)).toEqual(subjects(second.items));
    const start = await page(back.previousCursor ?? undefined);
    expect(subjects(start.items)).toEqual(subjects(first.items));
    expect(start.previousCursor).toBeNull();
  });

  it('neither repeats nor skips a row when new ones arrive between pages', async () => {
    const first = await page(undefined, 20);
    const em = t.em();
    em.create(ContactMessage, {
      name: 'Late sender',
      email: 'late@example.com',
      subject: 'Arrived while paging',
      message: 'A new message on top of the inbox.',
    });
    await em.flush();
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await page(cursor, 20);
      seen.push(...next.items);
      cursor = next.nextCursor;
    }
    expect(seen.map((m) => m.id)).toHaveLength(60);
    expect(new Set(seen.map((m) => m.id)).size).toBe(60);
    expect(subjects(seen)).not.toContain('Arrived while paging');
  });

  it('takes the total from a caller that counted it already, and pages the same', async () => {
    const counted = await cursorPage(t.em(), ContactMessage, {
      where: {},
      orderBy: NEWEST_FIRST,
      limit: 25,
      total: 61,
    });
    const plain = await page();
    expect(counted.total).toBe(61);
    expect(subjects(counted.items)).toEqual(subjects(plain.items));
    expect(counted.nextCursor).toBe(plain.nextCursor);
  });

  it('refuses a forged or damaged cursor as bad input, before any SQL', async () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      '%%%',
      forged(['n', 'not a date', 3]),
      forged(['n', '2026-01-01T00:00:00Z']),
      forged(['x', '2026-01-01T00:00:00Z', 1]),
      forged(['n', '2026-01-01T00:00:00Z', '1; drop table']),
    ]) {
      await expect(page(cursor), cursor).rejects.toBeInstanceOf(Refusal);
    }
  });
});
