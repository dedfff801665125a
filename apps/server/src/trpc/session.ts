import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@shop/contract';

/** The signed-in account a request comes from, as procedures see it. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
}

/** The session a request came with, beside its account. */
export interface CurrentSession {
  id: string;
  stage: 'signed-in' | 'enrolment';
  reauthenticatedAt: Date | null;
  challenge: string | null;
}

/**
 * Finds the account and session of a bearer token (none for an unknown or expired one). The
 * sessions live in auth/; the server hands this to the request context (app.ts).
 */
export type SessionResolver = (
  em: EntityManager,
  token: string,
  ttlDays: number,
) => Promise<{ user: SessionUser; session: CurrentSession } | null>;
