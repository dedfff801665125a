import type { EntityManager } from '@mikro-orm/postgresql';
import { type LiveEvent, ROLES, type Role } from '@shop/contract';
import { type TrackedEnvelope, tracked } from '@trpc/server';
import { toTRPCError } from '../errors.ts';
import { Refusal } from '../refusal.ts';
import type { LiveBus, StreamListener } from './live-bus.ts';
import { newestNewsId, newsSince, type StoredNews } from './live-news.ts';

/** Most news sent to catch a reconnecting stream up; past it, the dashboard reloads its lists instead. */
export const CATCH_UP_MAX = 200;

/** Whose stream it is, as its request's session said when it opened. */
export interface StreamOwner {
  sessionId: string;
  userId: string;
  role: Role;
}

export interface StreamOptions {
  bus: LiveBus;
  /** For reading the news a reconnecting stream missed. */
  em: EntityManager;
  owner: StreamOwner;
  /** Where the dashboard left off (`Last-Event-ID`), if it is reconnecting. */
  lastEventId: string | null | undefined;
  /** Reads the session again: its account's role now, or null once it is over. */
  recheck: () => Promise<{ role: Role } | null>;
  /** How often the session is read again with nothing said about it (an expiry). */
  recheckMs: number;
  /** Aborted when the dashboard goes. */
  signal: AbortSignal | undefined;
}

type Wake = { news: StoredNews } | { ended: true } | { recheck: true } | { missed: true } | { closing: true };

const mayRead = (role: Role, news: StoredNews) => ROLES.indexOf(role) >= ROLES.indexOf(news.audience);
const asEvent = (news: StoredNews): TrackedEnvelope<LiveEvent> =>
  tracked(news.id, { kind: news.kind, subject: news.subject, by: news.by });

/** Refusals go out as tRPC errors as they are: thrown mid-stream, tRPC would call any error a 500. */
const refuse = (refusal: Refusal) => toTRPCError(refusal);

/**
 * One dashboard's stream of news, for as long as its session lasts. It first sends what a
 * reconnecting dashboard missed (or `resync` when more was missed than is kept), then `ready`, then
 * each piece of news its role may read as it comes. Sign-out, a session ended elsewhere or expired,
 * or an account deactivated or made a user end it at once with `not-signed-in` or `forbidden`.
 */
export async function* liveStream(opts: StreamOptions): AsyncGenerator<TrackedEnvelope<LiveEvent>> {
  const { bus, owner, signal } = opts;
  const inbox: Wake[] = [];
  let wake: (() => void) | null = null;
  const push = (item: Wake) => {
    inbox.push(item);
    wake?.();
  };
  const listener: StreamListener = {
    news: (news) => push({ news }),
    sessionEnded: (id) => id === owner.sessionId && push({ ended: true }),
    accountChanged: (id) => id === owner.userId && push({ recheck: true }),
    missed: () => push({ missed: true }),
    closing: () => push({ closing: true }),
  };
  let registration: { close: () => void };
  try {
    registration = bus.open(owner.sessionId, listener);
  } catch (error) {
    throw error instanceof Refusal ? refuse(error) : error;
  }
  const timer = setInterval(() => push({ recheck: true }), opts.recheckMs);
  timer.unref();
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  let role = owner.role;
  // The ids sent lately: news read from the table may come again by notification.
  const sent = new Set<string>();
  let last = opts.lastEventId ?? null;
  const remember = (id: string) => {
    sent.add(id);
    if (sent.size > CATCH_UP_MAX * 2) sent.delete(sent.values().next().value as string);
    if (last === null || BigInt(id) > BigInt(last)) last = id;
  };
  /** News missed since `last`, or `resync` when not all of it is kept. */
  async function* catchUp(): AsyncGenerator<TrackedEnvelope<LiveEvent>> {
    if (last === null) return;
    const missed = await newsSince(opts.em, last, CATCH_UP_MAX);
    if (!missed.complete) {
      for (const news of missed.news) remember(news.id);
      remember(missed.newest);
      yield tracked(missed.newest, { kind: 'resync' });
      return;
    }
    for (const news of missed.news) {
      remember(news.id);
      if (mayRead(role, news)) yield asEvent(news);
    }
  }

  try {
    await bus.listening();
    yield* catchUp();
    last ??= await newestNewsId(opts.em);
    yield tracked(last, { kind: 'ready' });
    while (!signal?.aborted) {
      if (inbox.length === 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
        continue;
      }
      const item = inbox.shift() as Wake;
      if ('closing' in item) throw refuse(new Refusal('server-busy', 'The server is stopping: reconnect'));
      if ('ended' in item) throw refuse(new Refusal('not-signed-in', 'The session has ended'));
      if ('missed' in item) {
        yield* catchUp();
        continue;
      }
      if ('recheck' in item) {
        const now = await opts.recheck();
        if (!now) throw refuse(new Refusal('not-signed-in', 'The session has ended'));
        if (now.role === 'user') throw refuse(new Refusal('forbidden', 'You do not have access to this'));
        role = now.role;
        continue;
      }
      if (sent.has(item.news.id)) continue;
      remember(item.news.id);
      if (mayRead(role, item.news)) yield asEvent(item.news);
    }
  } finally {
    clearInterval(timer);
    signal?.removeEventListener('abort', onAbort);
    registration.close();
  }
}
