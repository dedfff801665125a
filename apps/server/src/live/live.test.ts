import type { Role } from '@shop/contract';
import { LIVE_STREAMS_PER_SESSION } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE } from '../../test/contact-message.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { firstWords, type OpenStream, openLiveStream } from '../../test/live-stream-client.ts';
import { User } from '../auth/user.entity.ts';
import { LIVE_CONNECTION_NAME } from '../live-events/live-bus.ts';
import { newestNewsId, pruneNews } from '../live-events/live-news.ts';
import { inTransaction } from '../trpc/deps.ts';
import { LIVE_NEWS_KEPT_MS } from './live-purge.ts';

/**
 * The dashboard's live stream, as browsers hold it: two app servers on one PostgreSQL, each
 * listening, with streams opened over real HTTP with tRPC's own SSE link.
 */
describe('the live stream of news', () => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  const streams: OpenStream[] = [];
  const open = (base: string, authorization: string, lastEventId?: string) => {
    const stream = openLiveStream(base, authorization, lastEventId);
    streams.push(stream);
    return stream;
  };
  let senders = 0;
  const contact = (t: TestApp, subject: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      // Each from a sender of its own: the form's limits count per sender.
      payload: { ...CONTACT_MESSAGE, email: `sender${++senders}@example.com`, subject, website: '' },
      remoteAddress: `10.7.0.${Math.floor(Math.random() * 200) + 1}`,
    });
  const bearer = async (t: TestApp, role: Role) => (await t.bearer(role)).authorization;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ database: a.databaseUrl, env: { LIVE_RECHECK_MS: '500' } });
    baseA = await a.app.listen({ host: '127.0.0.1', port: 0 });
    baseB = await b.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const stream of streams) stream.stop();
    await b?.close();
    await a?.close();
  });

  it('brings a message posted on one app server to the dashboards on the other within 2 s', async () => {
    const supervisor = open(baseB, await bearer(b, 'supervisor'));
    const manager = open(baseA, await bearer(a, 'manager'));
    await supervisor.next((e) => e.kind === 'ready');
    await manager.next((e) => e.kind === 'ready');
    const sent = Date.now();
    expect((await contact(a, 'Brakes squeal on server A')).statusCode).toBe(201);
    const onB = await supervisor.next((e) => e.kind === 'message-received', 2000);
    expect(Date.now() - sent).toBeLessThan(2000);
    await manager.next((e) => e.kind === 'message-received', 2000);
    expect(onB.event).toMatchObject({ kind: 'message-received', by: null, subject: expect.any(Number) });
    expect(Number(onB.id)).toBeGreaterThan(0);
  });

  it('holds one listening connection per server, however many streams are open', async () => {
    const token = await bearer(b, 'supervisor');
    const more = [open(baseB, token), open(baseB, token), open(baseB, await bearer(b, 'manager'))];
    for (const stream of more) await stream.next((e) => e.kind === 'ready');
    const [row] = await a
      .em()
      .execute<{ n: number }[]>('select count(*)::int as n from pg_stat_activity where application_name = ?', [
        LIVE_CONNECTION_NAME,
      ]);
    expect(row?.n).toBe(2);
    for (const stream of more) stream.stop();
  });

  it('names the staff member who made a change, and tells managers alone of a review waiting', async () => {
    const supervisor = open(baseB, await bearer(b, 'supervisor'));
    const manager = open(baseB, await bearer(b, 'manager'));
    await supervisor.next((e) => e.kind === 'ready');
    await manager.next((e) => e.kind === 'ready');
    const managerAccount = await a.em().findOneOrFail(User, { role: 'manager' });
    const authorization = await bearer(a, 'manager');
    const [message] = await a.em().execute<{ id: number }[]>('select id from contact_messages order by id limit 1');
    const res = await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${message?.id}`,
      headers: { authorization },
      payload: { status: 'read' },
    });
    expect(res.statusCode).toBe(200);
    const changed = await supervisor.next((e) => e.kind === 'message-changed');
    expect(changed.event).toEqual({ kind: 'message-changed', subject: message?.id, by: managerAccount.id });
    // A review is for managers: written as the review link writes it, the supervisor hears nothing.
    await a.deps().live.publish({ kind: 'review-waiting', subject: 1, audience: 'manager' });
    await manager.next((e) => e.kind === 'review-waiting');
    await contact(a, 'After the review');
    await supervisor.next((e) => e.kind === 'message-received' && e.subject !== message?.id);
    expect(supervisor.received.map((r) => r.event.kind)).not.toContain('review-waiting');
  });

  it('tells nothing of a change rolled back', async () => {
    const stream = open(baseB, await bearer(b, 'supervisor'));
    await stream.next((e) => e.kind === 'ready');
    await expect(
      inTransaction(a.deps(), async (tx) => {
        await tx.live.publish({ kind: 'message-received', subject: 998, audience: 'supervisor' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await contact(a, 'After the rollback');
    const next = await stream.next((e) => e.kind === 'message-received');
    expect(next.event).not.toMatchObject({ subject: 998 });
  });

  it('refuses a user-role account, which receives nothing', async () => {
    const user = open(baseB, await bearer(b, 'user'));
    expect(await user.ended()).toBe('forbidden');
    await contact(a, 'Not for users');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(user.received).toEqual([]);
    expect(await firstWords(baseA, await bearer(a, 'user'))).toEqual({ ready: false, reason: 'forbidden' });
    expect(await firstWords(baseA, '')).toEqual({ ready: false, reason: 'not-signed-in' });
  });

  it('closes at once when its session is signed out on the other server', async () => {
    const token = await bearer(b, 'supervisor');
    const stream = open(baseB, token);
    await stream.next((e) => e.kind === 'ready');
    const res = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: token } });
    expect(res.statusCode).toBeLessThan(300);
    expect(await stream.ended(2000)).toBe('not-signed-in');
  });

  it('closes when a manager ends the account’s sessions, or deactivates it', async () => {
    const supervisor = await a.em().findOneOrFail(User, { role: 'supervisor' });
    const ended = open(baseB, await bearer(b, 'supervisor'));
    await ended.next((e) => e.kind === 'ready');
    const manager = await bearer(a, 'manager');
    const res = await a.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${supervisor.id}/sessions`,
      headers: { authorization: manager },
    });
    expect(res.statusCode).toBe(200);
    expect(await ended.ended(2000)).toBe('not-signed-in');

    const deactivated = open(baseB, await bearer(b, 'supervisor'));
    await deactivated.next((e) => e.kind === 'ready');
    await a.em().execute('update users set is_active = false where id = ?', [supervisor.id]);
    try {
      expect(await deactivated.ended(2000)).toBe('not-signed-in');
    } finally {
      await a.em().execute('update users set is_active = true where id = ?', [supervisor.id]);
    }
  });

  it('closes when its session expires, on its own timer', async () => {
    const token = await bearer(b, 'supervisor');
    const stream = open(baseB, token);
    await stream.next((e) => e.kind === 'ready');
    // Expired without being deleted: only the stream's own check finds it (LIVE_RECHECK_MS is 500 here).
    await a.em().execute(`update sessions set expire = now() - interval '1 second' where user_id is not null`);
    expect(await stream.ended(3000)).toBe('not-signed-in');
  });

  it('resumes from Last-Event-ID with what was missed, and asks for a reload past what is kept', async () => {
    const token = await bearer(b, 'supervisor');
    const first = open(baseB, token);
    const ready = await first.next((e) => e.kind === 'ready');
    first.stop();
    await contact(a, 'Missed one');
    await contact(a, 'Missed two');
    const resumed = open(baseB, token, ready.id);
    await resumed.next((e) => e.kind === 'ready');
    const missed = resumed.received.filter((r) => r.event.kind === 'message-received');
    expect(missed).toHaveLength(2);
    expect(missed.every((r) => BigInt(r.id) > BigInt(ready.id))).toBe(true);
    resumed.stop();

    // Everything up to now is past the retention: a dashboard that slept through it reloads its lists.
    await a.em().execute('delete from live_events');
    const slept = open(baseB, token, ready.id);
    await slept.next((e) => e.kind === 'resync');
    expect(slept.received.map((r) => r.event.kind)).not.toContain('message-received');
    slept.stop();
  });

  it('bounds the streams of one session, and of one server', async () => {
    const token = await bearer(b, 'manager');
    const held = Array.from({ length: LIVE_STREAMS_PER_SESSION }, () => open(baseB, token));
    for (const stream of held) await stream.next((e) => e.kind === 'ready');
    expect(await firstWords(baseB, token)).toEqual({ ready: false, reason: 'too-many-streams' });
    for (const stream of held) stream.stop();
    // A freed place is taken again.
    await expect.poll(async () => (await firstWords(baseB, token)).ready, { timeout: 2000 }).toBe(true);

    const small = await createTestApp({ database: a.databaseUrl, env: { LIVE_STREAMS_MAX: '2' } });
    try {
      const base = await small.app.listen({ host: '127.0.0.1', port: 0 });
      const two = [open(base, await bearer(small, 'manager')), open(base, await bearer(small, 'supervisor'))];
      for (const stream of two) await stream.next((e) => e.kind === 'ready');
      expect(await firstWords(base, await bearer(small, 'manager'))).toEqual({ ready: false, reason: 'server-busy' });
      for (const stream of two) stream.stop();
    } finally {
      await small.close();
    }
  });

  it('ends its streams when the server stops, so their dashboards reconnect elsewhere, and takes no more', async () => {
    const stopping = await createTestApp({ database: a.databaseUrl });
    try {
      const base = await stopping.app.listen({ host: '127.0.0.1', port: 0 });
      const res = await fetch(`${base}/trpc/live.events`, { headers: await stopping.bearer('manager') });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes('"kind":"ready"')) text += decoder.decode((await reader.read()).value);
      stopping.infra.live.endStreams();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
      // 503: tRPC's client and the browser's EventSource try again, on whichever server answers.
      expect(text).toContain('"reason":"server-busy"');
      expect(await firstWords(base, await bearer(stopping, 'manager'))).toEqual({
        ready: false,
        reason: 'server-busy',
      });
    } finally {
      await stopping.close();
    }
  });

  it('keeps a day of news: the hourly job deletes what is older', async () => {
    const em = a.em();
    await em.execute(
      `insert into live_events (at, kind, subject, audience) values (now() - interval '25 hours', 'message-received', 1, 'supervisor')`,
    );
    const newest = await newestNewsId(em);
    await contact(a, 'Kept for a day');
    expect(await pruneNews(em, LIVE_NEWS_KEPT_MS)).toBe(1);
    const [left] = await em.execute<{ n: number }[]>('select count(*)::int as n from live_events where id > ?', [
      newest,
    ]);
    expect(left?.n).toBe(1);
  });
});
