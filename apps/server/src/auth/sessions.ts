import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@shop/contract';
import { Session } from './session.entity.ts';
import { User } from './user.entity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
}

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

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session and returns the bearer token; only its hash is stored. */
export async function createSession(
  em: EntityManager,
  user: User,
  ttlDays: number,
  userAgent?: string | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  em.create(Session, {
    sid: hashToken(token),
    sess: { userId: user.id, userAgent: userAgent ?? null },
    expire: new Date(Date.now() + ttlDays * DAY_MS),
  });
  await em.flush();
  return token;
}

/**
 * The signed-in user for a bearer token, or null when the token is unknown, expired or belongs to
 * an inactive account. A session used after half its life is renewed for a full term.
 */
export async function resolveSession(em: EntityManager, token: string, ttlDays: number): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const session = await em.findOne(Session, { sid: hashToken(token) });
  if (!session) return null;
  const now = Date.now();
  if (session.expire.getTime() <= now) {
    await em.nativeDelete(Session, { sid: session.sid });
    return null;
  }
  const user = await em.findOne(User, { id: session.sess.userId, isActive: true });
  if (!user) return null;
  if (session.expire.getTime() - now < (ttlDays * DAY_MS) / 2) {
    await em.nativeUpdate(Session, { sid: session.sid }, { expire: new Date(now + ttlDays * DAY_MS) });
  }
  return toSessionUser(user);
}

export async function deleteSession(em: EntityManager, token: string): Promise<void> {
  await em.nativeDelete(Session, { sid: hashToken(token) });
}

/** Ends every session of a user (deactivation, password reset). */
export async function endSessionsOf(em: EntityManager, userId: string): Promise<number> {
  return em.nativeDelete(Session, { sess: { userId } });
}

export async function purgeExpiredSessions(em: EntityManager): Promise<number> {
  return em.nativeDelete(Session, { expire: { $lte: new Date() } });
}
