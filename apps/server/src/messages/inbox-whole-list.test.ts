import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const MESSAGES = 100_000;

// A full collection before measuring, so the heap's starting point is what is really kept.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

let t: TestApp;
let origin: string;
let supervisor: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  supervisor = await t.bearer('supervisor');
  const connection = t.em().getConnection();
  // One set-based insert; times in whole milliseconds, as the paging cursors need them.
  await connection.execute(
    `insert into contact_messages (name, email, phone, subject, message, status, created_at)
     select 'Sender ' || n, 'sender' || n || '@example.com', '(702) 555-' || lpad((n % 10000)::text, 4, '0'),
            'Question number ' || n, repeat('My truck shudders when the transmission shifts. ', 8),
            (array['unread', 'read', 'replied'])[n % 3 + 1],
            date_trunc('milliseconds', timestamptz '2026-01-01' + n * interval '1 second')
     from generate_series(1, ${MESSAGES}) n`,
  );
  // Every tenth message answered, so the streamed rows carry replies.
  await connection.execute(
    `insert into message_replies (message_id, text, created_at)
     select id, 'We can look at it on Monday.', created_at + interval '1 hour'
     from contact_messages where name like 'Sender %' and id % 10 = 0`,
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  origin = `http://127.0.0.1:${address.port}`;
}, 300_000);
afterAll(() => t.close());

/** Reads the answer as it comes and counts what it holds, keeping none of it. */
async function readCounting(url: string, onChunk?: (bytesSoFar: number) => void) {
  const res = await fetch(`${origin}${url}`, { headers: supervisor });
  expect(res.status).toBe(200);
  const decoder = new TextDecoder();
  let bytes = 0;
  let messages = 0;
  let replies = 0;
  let first = '';
  let tail = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    onChunk?.(bytes);
    // A key may be cut between two chunks: the previous chunk's end is looked at again.
    const text = tail + decoder.decode(chunk, { stream: true });
    if (!first) first = text.slice(0, 1);
    messages += text.split('"email":').length - 1;
    replies += text.split('"staffName":').length - 1;
    tail = text.slice(-12);
    // What was counted in the tail must not count again.
    messages -= tail.split('"email":').length - 1;
    replies -= tail.split('"staffName":').length - 1;
  }
  messages += tail.split('"email":').length - 1;
  replies += tail.split('"staffName":').length - 1;
  return { bytes, messages, replies, first, last: tail.slice(-1) };
}

describe('the whole inbox at 100,000 messages', () => {
  it('streams every message with its replies while the server’s heap stays flat', async () => {
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    // What the heap holds (garbage collected) each time another 10 MB of the answer has come.
    const held: number[] = [];
    const read = await readCounting('/api/admin/contact-messages', (bytes) => {
      if (bytes < (held.length + 1) * 10_000_000) return;
      collectGarbage();
      held.push(process.memoryUsage().heapUsed - before);
    });
    const [all] = await t.em().getConnection().execute(`select count(*)::int as n from contact_messages`);
    expect(read).toMatchObject({ messages: all?.n, first: '[', last: ']' });
    expect(read.messages).toBeGreaterThan(MESSAGES); // the demo's messages too
    // The tally the triggers keep agrees with a count of the table after the set-based insert.
    const counts = await fetch(`${origin}/trpc/messages.counts`, { headers: supervisor });
    expect(((await counts.json()) as { result: { data: { json: { all: number } } } }).result.data.json.all).toBe(
      all?.n,
    );
    expect(read.replies).toBeGreaterThanOrEqual(MESSAGES / 10);
    expect(held.length).toBeGreaterThanOrEqual(5);
    // A list held whole would take over its JSON's size in objects; a stream holds a batch or two.
    console.info(
      `whole list ${(read.bytes / 1e6).toFixed(1)} MB; heap held (MB): ${held.map((h) => (h / 1e6).toFixed(1))}`,
    );
    expect(Math.max(...held)).toBeLessThan(read.bytes / 5);
  }, 120_000);

  it('gives the database back when a client leaves halfway, so later lists are still answered', async () => {
    // More readers walking away than whole lists at once (3) and connections in the pool (4).
    for (let i = 0; i < 6; i++) {
      const leaving = new AbortController();
      const res = await fetch(`${origin}/api/admin/contact-messages`, { headers: supervisor, signal: leaving.signal });
      expect(res.status).toBe(200);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      leaving.abort();
      await reader.read().catch(() => undefined);
    }
    await expect
      .poll(
        async () => {
          const [open] = await t
            .em()
            .getConnection()
            .execute(`select count(*)::int as n from pg_stat_activity where query like '%from "contact_messages"%order by%'
                    and state <> 'idle' and pid <> pg_backend_pid()`);
          return open?.n;
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    const read = await readCounting('/api/admin/contact-messages?status=unread');
    expect(read.messages).toBeGreaterThan(MESSAGES / 3);
  }, 120_000);

  it('streams one status and a search, and answers a page of them', async () => {
    const replied = await readCounting('/api/admin/contact-messages?status=replied&q=sender%201234');
    // Sender 1234, 11234, 12340..12349, 21234, ...: those whose number holds 1234 and are replied.
    expect(replied.messages).toBeGreaterThan(0);
    expect(replied.messages).toBeLessThan(200);
    const page = await fetch(`${origin}/api/admin/contact-messages?status=replied&q=sender%201234&limit=25`, {
      headers: supervisor,
    });
    const body = (await page.json()) as { total: number; items: { status: string }[] };
    expect(body.total).toBe(replied.messages);
    expect(body.items.every((m) => m.status === 'replied')).toBe(true);
  });
});
