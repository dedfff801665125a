import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@shop/contract';
import type { CurrentSession, SessionUser } from '../trpc/session.ts';
import { User } from './user.entity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session's "last used" is written at most this often: not one write per request. */
const LAST_USED_GRAIN_MS = 60 * 1000;

/** What a token may do; see session.entity.ts. */
export type SessionStage = 'signed-in' | 'enrolment' | 'ticket' | 'passkey-challenge';

export function toSessionUser(u: User): SessionUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    profileImageUrl: u.profileImageUrl ?? null,
    role: u.role as Role,
  };
}

/** A timestamp from a raw query: the driver hands them over as text. */
export function asDate(value: Date | string): Date;
export function asDate(value: Date | string | null): Date | null;
export function asDate(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionStart {
  stage?: SessionStage;
  userAgent?: string | null;
  ip?: string | null;
  /** The owner just gave their password or a passkey: counts as re-authentication. */
  reauthenticated?: boolean;
  challenge?: string | null;
  /** A lifetime shorter than the days of a session (tickets, challenges). */
  ttlMs?: number;
}

/** Starts a session (or a ticket or challenge, by its stage) and returns its token; only its hash is stored. */
export async function openSession(
  em: EntityManager,
  userId: string | null,
  ttlDays: number,
  start: SessionStart = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const lifetime = start.ttlMs ?? ttlDays * DAY_MS;
  await em.execute(
    `insert into sessions (sid, sess, expire, user_id, stage, ip, reauthenticated_at, challenge)
     values (?, ?::json, ?, ?, ?, ?, ${start.reauthenticated ? 'now()' : 'null'}, ?)`,
    [
      hashToken(token),
      JSON.stringify({ userId, userAgent: start.userAgent?.slice(0, 500) ?? null }),
      new Date(Date.now() + lifetime),
      userId,
      start.stage ?? 'signed-in',
      start.ip?.slice(0, 64) ?? null,
      start.challenge ?? null,
    ],
  );
  return token;
}

/** Starts a signed-in session for `user` and returns the bearer token. */
export async function createSession(
  em: EntityManager,
  user: Pick<User, 'id'>,
  ttlDays: number,
  userAgent?: string | null,
  start: Omit<SessionStart, 'userAgent'> = {},
): Promise<string> {
  return openSession(em, user.id, ttlDays, { ...start, userAgent });
}

interface SessionRow {
  id: string;
  user_id: string | null;
  stage: SessionStage;
  expire: Date | string;
  last_used_at: Date | string;
  reauthenticated_at: Date | string | null;
  challenge: string | null;
}

/**
 * The signed-in user and their session for a bearer token, or null when the token is unknown,
 * expired, only a ticket, or belongs to an inactive account. A session used after half its life
 * is renewed for a full term.
 */
export async function resolveSession(
  em: EntityManager,
  token: string,
  ttlDays: number,
): Promise<{ user: SessionUser; session: CurrentSession } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await em.execute<SessionRow[]>(
    `select id, user_id, stage, expire, last_used_at, reauthenticated_at, challenge from sessions where sid = ?`,
    [hashToken(token)],
  );
  if (!row?.user_id || (row.stage !== 'signed-in' && row.stage !== 'enrolment')) return null;
  const now = Date.now();
  const expire = asDate(row.expire);
  if (expire.getTime() <= now) {
    await em.execute('delete from sessions where id = ?', [row.id]);
    return null;
  }
  const user = await em.findOne(User, { id: row.user_id, isActive: true });
  if (!user) return null;
  const renew = expire.getTime() - now < (ttlDays * DAY_MS) / 2;
  if (renew || now - asDate(row.last_used_at).getTime() > LAST_USED_GRAIN_MS) {
    await em.execute(`update sessions set last_used_at = now(), expire = ? where id = ?`, [
      renew ? new Date(now + ttlDays * DAY_MS) : expire,
      row.id,
    ]);
  }
  return {
    user: toSessionUser(user),
    session: {
      id: row.id,
      stage: row.stage,
      reauthenticatedAt: asDate(row.reauthenticated_at),
      challenge: row.challenge,
    },
  };
}

export async function deleteSession(em: EntityManager, token: string): Promise<void> {
  await em.execute('delete from sessions where sid = ?', [hashToken(token)]);
}

/** Ends every session of a user (deactivation, password reset, factors reset), tickets too. */
export async function endSessionsOf(em: EntityManager, userId: string, except?: string): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    except
      ? 'delete from sessions where user_id = ? and id <> ? returning id'
      : 'delete from sessions where user_id = ? returning id',
    except ? [userId, except] : [userId],
  );
  return rows.length;
}

export async function purgeExpiredSessions(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ id: string }[]>('delete from sessions where expire <= now() returning id');
  return rows.length;
}
