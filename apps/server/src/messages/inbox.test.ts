import type { Page } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ContactMessage } from './contact-message.entity.ts';
import { MessageReply } from './message-reply.entity.ts';

interface Row {
  id: number;
  name: string;
  subject: string;
  status: string;
  createdAt: string;
  replies: { text: string; staffName: string | null }[];
}

let t: TestApp;
let supervisor: Record<string, string>;

/** 60 messages, one a minute from 2026-01-01; every third read, every fifth replied, the rest unread. */
const STATUS = (i: number) => (i % 5 === 0 ? 'replied' : i % 3 === 0 ? 'read' : 'unread');

beforeAll(async () => {
  t = await createTestApp();
  supervisor = await t.bearer('supervisor');
  const em = t.em();
  await em.nativeDelete(ContactMessage, {});
  for (let i = 1; i <= 57; i++) {
    em.create(ContactMessage, {
      name: `Sender ${i}`,
      email: `sender${i}@example.com`,
      phone: i === 7 ? '(702) 555-0107' : null,
      subject: `Question number ${i}`,
      message: 'My car makes a noise when it brakes.',
      status: STATUS(i),
      // Every tenth shares its minute with the one before: the id keeps the order.
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i - (i % 10 === 0 ? 1 : 0))),
    });
  }
  // Spanish and English messages to search, accents written or not.
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 1, minute));
  em.create(ContactMessage, {
    name: 'José Núñez',
    email: 'jose@example.com',
    subject: 'Transmisión patina',
    message: 'La transmisión patina en segunda.',
    status: 'unread',
    createdAt: at(1),
  });
  em.create(ContactMessage, {
    name: 'Maria Lopez',
    email: 'maria@example.com',
    subject: 'Cambio de aceite',
    message: 'Quisiera una cita para el camion de mi papa.',
    status: 'read',
    createdAt: at(2),
  });
  const renee = em.create(ContactMessage, {
    name: 'Renée Smith',
    email: 'renee@example.com',
    subject: 'Transmission slipping at 100% throttle',
    message: 'It slips when I floor it.',
    status: 'replied',
    createdAt: at(3),
  });
  em.create(MessageReply, { message: renee, staff: null, text: 'Bring it in on Monday.' });
  await em.flush();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ url, headers: supervisor });
  return { status: res.statusCode, body: res.json() };
};
const page = async (query: string) => (await get(`/api/admin/contact-messages?${query}`)).body as Page<Row>;
const whole = async (query = '') => (await get(`/api/admin/contact-messages${query}`)).body as Row[];
const trpc = async (path: string, input: unknown) =>
  (await get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`)).body.result.data.json;

/** Walks every page of a query, calling `between` after the first one. */
async function walk(query: string, between?: () => Promise<void>) {
  const seen: Row[] = [];
  let next = await page(query);
  seen.push(...next.items);
  await between?.();
  while (next.nextCursor) {
    next = await page(`${query}&cursor=${next.nextCursor}`);
    seen.push(...next.items);
  }
  return seen;
}

describe('the inbox, a page at a time', () => {
  it('pages newest first with each message’s replies, and back again', async () => {
    const first = await page('limit=25');
    expect(first.total).toBe(60);
    expect(first.previousCursor).toBeNull();
    expect(first.items.map((m) => m.name).slice(0, 4)).toEqual([
      'Renée Smith',
      'Maria Lopez',
      'José Núñez',
      'Sender 57',
    ]);
    expect(first.items[0]?.replies.map((r) => [r.text, r.staffName])).toEqual([['Bring it in on Monday.', null]]);
    expect(first.items[1]?.replies).toEqual([]);
    const second = await page(`limit=25&cursor=${first.nextCursor}`);
    expect(second.items.map((m) => m.name).slice(0, 1)).toEqual(['Sender 35']);
    const back = await page(`limit=25&cursor=${second.previousCursor}`);
    expect(back.items.map((m) => m.id)).toEqual(first.items.map((m) => m.id));
  });

  it('neither repeats nor skips a message when new ones arrive while staff page', async () => {
    const seen = await walk('limit=7', async () => {
      const em = t.em();
      em.create(ContactMessage, {
        name: 'Late Sender',
        email: 'late@example.com',
        subject: 'Arrived while paging',
        message: 'A new message on top of the inbox.',
      });
      await em.flush();
    });
    const ids = seen.map((m) => m.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    expect(seen.map((m) => m.name)).not.toContain('Late Sender');
    const times = seen.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    await t.em().nativeDelete(ContactMessage, { name: 'Late Sender' });
  });

  it('keeps one status', async () => {
    const unread = await walk('status=unread&limit=10');
    expect(unread.every((m) => m.status === 'unread')).toBe(true);
    // 57 numbered: 11 replied (multiples of 5), 16 read (multiples of 3 but not 15), 30 unread; and José.
    expect(unread).toHaveLength(31);
    expect((await page('status=replied&limit=5')).total).toBe(12);
  });

  it('searches sender, phone, subject and text, ignoring case and accents, in both languages', async () => {
    const names = async (q: string, status = '') =>
      (await page(`limit=25&q=${encodeURIComponent(q)}${status}`)).items.map((m) => m.name);
    expect(await names('transmision')).toEqual(['José Núñez']);
    expect(await names('TRANSMISIÓN')).toEqual(['José Núñez']);
    expect(await names('Transmission')).toEqual(['Renée Smith']);
    expect(await names('renee')).toEqual(['Renée Smith']);
    expect(await names('camión')).toEqual(['Maria Lopez']);
    expect(await names('jose nunez')).toEqual(['José Núñez']);
    expect(await names('renee@')).toEqual(['Renée Smith']);
    expect(await names('7025550107')).toEqual(['Sender 7']);
    expect(await names('555-0107')).toEqual(['Sender 7']);
    // The search's own characters match only themselves.
    expect(await names('100%')).toEqual(['Renée Smith']);
    expect(await names('%')).toEqual(['Renée Smith']);
    expect(await names('_')).toEqual([]);
    expect(await names('transmision', '&status=unread')).toEqual(['José Núñez']);
    expect(await names('nobody wrote this')).toEqual([]);
  });

  it('counts every status over the same search', async () => {
    expect(await trpc('messages.counts', {})).toEqual({ all: 60, unread: 31, read: 17, replied: 12 });
    expect(await trpc('messages.counts', { q: 'transmis' })).toEqual({ all: 2, unread: 1, read: 0, replied: 1 });
    expect(await trpc('messages.unreadCount', null)).toEqual({ unread: 31 });
  });

  it('keeps each status’s count as messages arrive, change status and are deleted', async () => {
    const em = t.em();
    const arrived = em.create(ContactMessage, {
      name: 'New Sender',
      email: 'new@example.com',
      subject: 'Brakes squeal',
      message: 'They squeal when cold.',
    });
    await em.flush();
    expect(await trpc('messages.counts', {})).toEqual({ all: 61, unread: 32, read: 17, replied: 12 });
    const url = `/api/admin/contact-messages/${arrived.id}`;
    const marked = await t.app.inject({ method: 'PATCH', url, headers: supervisor, payload: { status: 'read' } });
    expect(marked.statusCode).toBe(200);
    expect(await trpc('messages.counts', {})).toEqual({ all: 61, unread: 31, read: 18, replied: 12 });
    expect((await page('status=read&limit=5')).total).toBe(18);
    expect(await trpc('messages.unreadCount', null)).toEqual({ unread: 31 });
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: await t.bearer('manager') });
    expect(deleted.statusCode).toBe(200);
    expect(await trpc('messages.counts', {})).toEqual({ all: 60, unread: 31, read: 17, replied: 12 });
    expect((await page('limit=5')).total).toBe(60);
  });

  it('answers the whole list without paging parameters, the same rows as its pages', async () => {
    const all = await whole();
    expect(all).toHaveLength(60);
    expect(all.map((m) => m.id)).toEqual((await walk('limit=25')).map((m) => m.id));
    expect(all[0]).toMatchObject({ name: 'Renée Smith', replies: [{ text: 'Bring it in on Monday.' }] });
    expect((await whole('?status=read')).map((m) => m.status)).toEqual(Array(17).fill('read'));
    expect((await whole('?q=TRANSMISSION&status=replied')).map((m) => m.name)).toEqual(['Renée Smith']);
    const tRPCPage = await trpc('messages.list', { limit: 3 });
    expect(tRPCPage.items).toHaveLength(3);
  });

  it('refuses a forged cursor, a bad limit and a search too long with 400', async () => {
    const forged = Buffer.from(JSON.stringify(['n', 'yesterday', 1])).toString('base64url');
    for (const query of [`cursor=${forged}`, 'cursor=%25%25', 'limit=0', 'limit=101', `q=${'a'.repeat(101)}`]) {
      const res = await get(`/api/admin/contact-messages?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBeTypeOf('string');
    }
    const res = await t.app.inject({
      url: `/trpc/messages.list?input=${encodeURIComponent(JSON.stringify({ json: { cursor: forged } }))}`,
      headers: supervisor,
    });
    expect(res.statusCode).toBe(400);
  });
});
