import type { EntityManager } from '@mikro-orm/postgresql';
import type { LoginInput, RegisterInput } from '@shop/contract';
import { type AuditBy, recordAuditEvent } from '../audit/audit-trail.ts';
import type { Config } from '../config.ts';
import { takeAttempt } from '../rate-limits/attempts.ts';
import type { RateLimits } from '../rate-limits/rate-limits.ts';
import { Refusal } from '../refusal.ts';
import { type CookieJar, checkDeviceCookie, deviceCookieName } from './device-cookies.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { afterPassword, type PasswordStep } from './second-factor.ts';
import { createSession, purgeExpiredSessions, type SessionUser, toSessionUser } from './sessions.ts';
import { beforeSignInAttempt, SignInThrottled, type SignInTicket } from './sign-in-throttle.ts';
import { checkChosenPassword } from './staff-accounts.ts';
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
}

/** What signing in needs besides the basics: the browser's cookies, the audit trail, the clock. */
export interface SignInMeta extends Meta {
  cookies: CookieJar;
  audit: AuditBy;
  /** The device-cookie secret (device-cookies.ts). */
  deviceSecret: () => Promise<Buffer>;
  now: Date;
}

/**
 * Signs a staff member in. Whatever was wrong (unknown email, wrong password, inactive account)
 * the answer is the same, and it takes the same time: an unknown email is checked against a
 * decoy hash. Every outcome goes to the audit trail. The right password answers a ticket for the
 * second step when the account has a factor (second-factor.ts); a sign-in that is complete gives
 * the browser its device cookie for this account (sign-in-throttle.ts says why).
 */
export async function signIn(em: EntityManager, input: LoginInput, meta: SignInMeta): Promise<PasswordStep> {
  const email = input.email.trim().toLowerCase();
  const secret = await meta.deviceSecret();
  const cookieName = deviceCookieName(email);
  const device = checkDeviceCookie(secret, email, meta.cookies.read(cookieName), meta.now);
  let ticket: SignInTicket;
  try {
    ticket = await beforeSignInAttempt(meta.limits, { email, ip: meta.ip, device });
  } catch (error) {
    if (error instanceof SignInThrottled) {
      await recordAuditEvent(em, meta.audit, {
        action: 'sign-in-throttled',
        result: 'refused',
        actor: { id: null, email },
        target: { kind: 'limit', label: error.limit },
      });
    }
    throw error;
  }

  const user = await em.findOne(User, { email }, { populate: ['password'] });
  const matches = await verifyPassword(user?.password ?? (await decoyHash()), input.password);
  if (!user || !matches || !user.isActive) {
    await ticket.settle('failure');
    await recordAuditEvent(em, meta.audit, {
      action: 'sign-in',
      result: 'failure',
      actor: { id: user?.id ?? null, email },
    });
    throw new Refusal('invalid-credentials', INVALID_CREDENTIALS);
  }
  await ticket.settle('success');
  // Sign-ins are rare enough to carry the clean-up of expired sessions.
  await purgeExpiredSessions(em);
  return afterPassword(em, user, meta);
}

/** Self-registration, off unless the operator turns it on; it only ever makes role `user`. */
export async function register(em: EntityManager, input: RegisterInput, meta: Meta): Promise<SignedIn> {
  if (!meta.config.REGISTRATION_ENABLED) {
    throw new Refusal('registration-disabled', 'Registration is disabled');
  }
  await takeAttempt(meta.limits.register, meta.ip, 'Too many registrations. Please try again later.');
  const email = input.email.trim().toLowerCase();
  if (await em.count(User, { email })) {
    throw new Refusal('email-taken', 'An account with this email already exists');
  }
  await checkChosenPassword(em, input.password, { email, firstName: input.firstName, lastName: input.lastName });
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
