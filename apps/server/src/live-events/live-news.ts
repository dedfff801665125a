import type { EntityManager } from '@mikro-orm/postgresql';
import type { LiveNewsKind, Role } from '@shop/contract';

/** The staff who may read a piece of news: supervisors and managers, or managers alone. */
export type Audience = Exclude<Role, 'user'>;

/** What a domain tells open dashboards about its change. */
export interface NewsOfChange {
  kind: LiveNewsKind;
  subject: number | null;
  /** The least role allowed to read what changed (the role its list's procedure asks for). */
  audience: Audience;
}

/** A piece of news as it was stored: its id orders it and is what a reconnecting stream resumes from. */
export interface StoredNews {
  id: string;
  kind: LiveNewsKind;
  subject: number | null;
  audience: Audience;
  by: string | null;
}

/**
 * Writes the news with `em`: in the change's transaction, so it is stored, and announced to
 * every app server (the table's trigger), only if the change commits.
 */
export async function writeNews(em: EntityManager, by: string | null, news: NewsOfChange): Promise<void> {
  await em.execute('insert into live_events (kind, subject, audience, by_user_id) values (?, ?, ?, ?)', [
    news.kind,
    news.subject,
    news.audience,
    by,
  ]);
}

interface NewsRow {
  id: string;
  kind: LiveNewsKind;
  subject: number | null;
  audience: Audience;
  by_user_id: string | null;
}

const asStored = (row: NewsRow): StoredNews => ({
  id: String(row.id),
  kind: row.kind,
  subject: row.subject,
  audience: row.audience,
  by: row.by_user_id,
});

/**
 * The news stored after `afterId`, oldest first, at most `limit`; `complete` is false when the
 * news right after `afterId` is no longer kept (older than the retention), so some may be lost.
 */
export async function newsSince(
  em: EntityManager,
  afterId: string,
  limit: number,
): Promise<{ news: StoredNews[]; complete: boolean; newest: string }> {
  const rows = await em.execute<NewsRow[]>(
    'select id, kind, subject, audience, by_user_id from live_events where id > ? order by id limit ?',
    [afterId, limit + 1],
  );
  // The next id the table will hand out stands in for the oldest when every row has gone.
  const [bounds] = await em.execute<{ oldest: string | null; newest: string | null; next: string }[]>(
    `select min(id)::text as oldest, max(id)::text as newest,
       (select (case when is_called then last_value + 1 else last_value end)::text from live_events_id_seq) as next
     from live_events`,
  );
  const oldestKept = BigInt(bounds?.oldest ?? bounds?.next ?? '1');
  // The retention deletes from the oldest end: past it, some news may have been missed. An id the
  // table has not reached means the database went back (a restore): what the dashboard has is
  // no longer what the database says.
  const pruned = oldestKept > BigInt(afterId) + 1n || BigInt(afterId) >= BigInt(bounds?.next ?? '1');
  return {
    news: rows.slice(0, limit).map(asStored),
    complete: rows.length <= limit && !pruned,
    newest: bounds?.newest ?? afterId,
  };
}

/** The id of the newest news kept ('0' when none): where a new stream starts. */
export async function newestNewsId(em: EntityManager): Promise<string> {
  const [row] = await em.execute<{ newest: string | null }[]>('select max(id)::text as newest from live_events');
  return row?.newest ?? '0';
}

/** Deletes the news older than `keepMs` (the hourly job): answers how many went. */
export async function pruneNews(em: EntityManager, keepMs: number): Promise<number> {
  const rows = await em.execute<{ id: string }[]>('delete from live_events where at < ? returning id', [
    new Date(Date.now() - keepMs),
  ]);
  return rows.length;
}

/** Parses a notification's payload as the trigger writes it; null for anything else. */
export function storedNewsOf(payload: string): StoredNews | null {
  try {
    const value = JSON.parse(payload) as Partial<NewsRow> & { by?: string | null };
    if (typeof value.id !== 'string' || typeof value.kind !== 'string') return null;
    return {
      id: value.id,
      kind: value.kind,
      subject: value.subject ?? null,
      audience: value.audience === 'manager' ? 'manager' : 'supervisor',
      by: value.by ?? null,
    };
  } catch {
    return null;
  }
}
