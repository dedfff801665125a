import type { EntityManager } from '@mikro-orm/postgresql';
import { UAParser } from 'ua-parser-js';
import { asDate } from './sessions.ts';

/** One of a staff member's sessions as the "Your account" screen lists it. */
export interface SessionView {
  id: string;
  /** "Chrome 131", or null when the browser didn't say. */
  browser: string | null;
  /** "Windows 10", "iOS 18.1". */
  os: string | null;
  /** The address it signed in from. */
  address: string | null;
  createdAt: Date;
  lastUsedAt: Date;
  current: boolean;
}

/** Sessions one account may have open at once in the list (a phone, a laptop, the shop's PC ...). */
const LISTED = 100;

const named = (name?: string, version?: string) => (name ? [name, version].filter(Boolean).join(' ') : null);

/** The account's signed-in sessions, the last used first (index on user_id, last_used_at). */
export async function sessionsOf(em: EntityManager, userId: string, currentId: string): Promise<SessionView[]> {
  const rows = await em.execute<
    { id: string; sess: { userAgent?: string | null }; ip: string | null; created_at: string; last_used_at: string }[]
  >(
    `select id, sess, ip, created_at, last_used_at from sessions
      where user_id = ? and stage in ('signed-in', 'enrolment') and expire > now()
      order by last_used_at desc, id limit ${LISTED}`,
    [userId],
  );
  return rows.map((r) => {
    const agent = new UAParser(r.sess?.userAgent ?? '').getResult();
    return {
      id: r.id,
      browser: named(agent.browser.name, agent.browser.major),
      os: named(agent.os.name, agent.os.version),
      address: r.ip,
      createdAt: asDate(r.created_at),
      lastUsedAt: asDate(r.last_used_at),
      current: r.id === currentId,
    };
  });
}

/** Ends one of the account's own sessions; false when it has none by that id. */
export async function endOwnSession(em: EntityManager, userId: string, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const rows = await em.execute<{ id: string }[]>('delete from sessions where id = ? and user_id = ? returning id', [
    id,
    userId,
  ]);
  return rows.length === 1;
}
