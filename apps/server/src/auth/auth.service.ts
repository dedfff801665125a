import type { EntityManager } from '@mikro-orm/postgresql';
import type { LoginInput, RegisterInput } from '@shop/contract';
import { TRPCError } from '@trpc/server';
import type { Config } from '../config.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { type RateLimiter, TooManyRequestsError } from './rate-limiter.ts';
import { createSession, purgeExpiredSessions, type SessionUser, toSessionUser } from './sessions.ts';
import { User } from './user.entity.ts';

/** Failed sign-ins allowed before a pause: per email (guessing one account), per IP (spraying many). */
export const SIGN_IN_LIMITS = {
  perEmail: { limit: 5, windowMs: 15 * 60_000 },
  perIp: { limit: 20, windowMs: 15 * 60_000 },
} as const;

/** Accounts one address may try to register (when registration is on): each costs a password hash. */
export const REGISTER_LIMIT = { limit: 10, windowMs: 60 * 60_000 } as const;

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface SignedIn {
  token: string;
  user: SessionUser;
}

interface Meta {
  ip: string;
  userAgent: string | null;
  limiter: RateLimiter;
  config: Config;
}

async function refuseWhenLimited(limiter: RateLimiter, ipKey: string, emailKey: string): Promise<void> {
  const [ip, email] = await Promise.all([
    limiter.peek(ipKey, SIGN_IN_LIMITS.perIp.limit),
    limiter.peek(emailKey, SIGN_IN_LIMITS.perEmail.limit),
  ]);
  if (!ip.allowed || !email.allowed) {
    throw new TooManyRequestsError(
      'Too many sign-in attempts. Please wait and try again.',
      Math.max(ip.retryAfterSeconds, email.retryAfterSeconds),
    );
  }
}

/**
 * Signs a staff member in. Whatever was wrong (unknown email, wrong password, inactive account)
 * the answer is the same, and it takes the same time: an unknown email is checked against a
 * decoy hash.
 */
export async function signIn(em: EntityManager, input: LoginInput, meta: Meta): Promise<SignedIn> {
  const email = input.email.trim().toLowerCase();
  const ipKey = `sign-in:ip:${meta.ip}`;
  const emailKey = `sign-in:email:${email}`;
  await refuseWhenLimited(meta.limiter, ipKey, emailKey);

  const user = await em.findOne(User, { email }, { populate: ['password'] });
  const matches = await verifyPassword(user?.password ?? (await decoyHash()), input.password);
  if (!user || !matches || !user.isActive) {
    await Promise.all([
      meta.limiter.hit(ipKey, SIGN_IN_LIMITS.perIp.limit, SIGN_IN_LIMITS.perIp.windowMs),
      meta.limiter.hit(emailKey, SIGN_IN_LIMITS.perEmail.limit, SIGN_IN_LIMITS.perEmail.windowMs),
    ]);
    throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
  }
  await meta.limiter.reset(emailKey);
  // Sign-ins are rare enough to carry the clean-up of expired sessions.
  await purgeExpiredSessions(em);
  const token = await createSession(em, user, meta.config.SESSION_TTL_DAYS, meta.userAgent);
  return { token, user: toSessionUser(user) };
}

/** Self-registration, off unless the operator turns it on; it only ever makes role `user`. */
export async function register(em: EntityManager, input: RegisterInput, meta: Meta): Promise<SignedIn> {
  if (!meta.config.REGISTRATION_ENABLED) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Registration is disabled' });
  }
  const attempt = await meta.limiter.hit(`register:ip:${meta.ip}`, REGISTER_LIMIT.limit, REGISTER_LIMIT.windowMs);
  if (!attempt.allowed) {
    throw new TooManyRequestsError('Too many registrations. Please try again later.', attempt.retryAfterSeconds);
  }
  const email = input.email.trim().toLowerCase();
  if (await em.count(User, { email })) {
    throw new TRPCError({ code: 'CONFLICT', message: 'An account with this email already exists' });
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
  const token = await createSession(em, user, meta.config.SESSION_TTL_DAYS, meta.userAgent);
  return { token, user: toSessionUser(user) };
}
