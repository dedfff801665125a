import type { EntityManager } from '@mikro-orm/postgresql';
import type { LoginInput, RegisterInput } from '@shop/contract';
import type { Config } from '../config.ts';
import { ConflictError, ForbiddenError, NotSignedInError } from '../domain-errors.ts';
import { takeAttempt } from '../rate-limits/attempts.ts';
import type { RateLimits } from '../rate-limits/rate-limits.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { afterPassword, type PasswordStep } from './second-factor.ts';
import type { SecurityEventLog } from './security-events.ts';
import { createSession, purgeExpiredSessions, type SessionUser, toSessionUser } from './sessions.ts';
import { User } from './user.entity.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface SignedIn {
  token: string;
  user: SessionUser;
}

interface Meta {
  ip: string;
  userAgent: string | null;
  limits: RateLimits;
  config: Config;
  log?: SecurityEventLog;
}

const SIGN_IN_REFUSAL = 'Too many sign-in attempts. Please wait and try again.';

/**
 * Takes one attempt from the address's and the account's allowance before anything is checked:
 * attempts sent at once (in parallel or in one tRPC batch) are counted one by one, so no more
 * passwords are tried than the limit allows. The address goes first, so attempts refused for it
 * don't use up the account's allowance as well.
 */
async function takeSignInAttempt(limits: RateLimits, ip: string, email: string): Promise<void> {
  await takeAttempt(limits.signInPerIp, ip, SIGN_IN_REFUSAL);
  await takeAttempt(limits.signInPerEmail, email, SIGN_IN_REFUSAL);
}

/**
 * Signs a staff member in. Whatever was wrong (unknown email, wrong password, inactive account)
 * the answer is the same, and it takes the same time: an unknown email is checked against a
 * decoy hash. The right password answers a ticket for the second step when the account has a
 * factor (second-factor.ts).
 */
export async function signIn(em: EntityManager, input: LoginInput, meta: Meta): Promise<PasswordStep> {
  const email = input.email.trim().toLowerCase();
  await takeSignInAttempt(meta.limits, meta.ip, email);

  const user = await em.findOne(User, { email }, { populate: ['password'] });
  const matches = await verifyPassword(user?.password ?? (await decoyHash()), input.password);
  if (!user || !matches || !user.isActive) {
    throw new NotSignedInError('invalid-credentials', INVALID_CREDENTIALS);
  }
  // Only failures stay counted: the right password gives back its own attempt. Not more: clearing
  // the account's count would also forgive wrong passwords sent alongside it, so a flood could
  // get more than five checked by timing them around one success.
  await Promise.all([meta.limits.signInPerEmail.reward(email), meta.limits.signInPerIp.reward(meta.ip)]);
  // Sign-ins are rare enough to carry the clean-up of expired sessions.
  await purgeExpiredSessions(em);
  const step = await afterPassword(em, user, meta);
  if (!('mfaRequired' in step)) await em.nativeUpdate(User, { id: user.id }, { lastSignInAt: new Date() });
  return step;
}

/** Self-registration, off unless the operator turns it on; it only ever makes role `user`. */
export async function register(em: EntityManager, input: RegisterInput, meta: Meta): Promise<SignedIn> {
  if (!meta.config.REGISTRATION_ENABLED) {
    throw new ForbiddenError('registration-disabled', 'Registration is disabled');
  }
  await takeAttempt(meta.limits.register, meta.ip, 'Too many registrations. Please try again later.');
  const email = input.email.trim().toLowerCase();
  if (await em.count(User, { email })) {
    throw new ConflictError('email-taken', 'An account with this email already exists');
  }
  const user = em.create(User, {
    email,
    password: await hashPassword(input.password),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    role: 'user',
    isActive: true,
  });
  await em.flush();
  const token = await createSession(em, user, meta.config.SESSION_TTL_DAYS, meta.userAgent, { ip: meta.ip });
  return { token, user: toSessionUser(user) };
}
