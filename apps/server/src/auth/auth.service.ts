import type { LoginInput, RegisterInput } from '@shop/contract';
import { takeAttempt } from '../rate-limits/attempts.ts';
import { Refusal } from '../refusal.ts';
import { type Deps, inTransaction, type SignedInDeps } from '../trpc/deps.ts';
import type { SessionUser } from '../trpc/session.ts';
import { checkDeviceCookie, deviceCookieName } from './device-cookies.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { afterPassword, type PasswordStep } from './second-factor.ts';
import { createSession, deleteSession, purgeExpiredSessions, toSessionUser } from './sessions.ts';
import type { SignInDeps } from './sign-in-deps.ts';
import { beforeSignInAttempt, SignInThrottled, type SignInTicket } from './sign-in-throttle.ts';
import { checkChosenPassword } from './staff-accounts.ts';
import { User } from './user.entity.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface SignedIn {
  token: string;
  user: SessionUser;
}

/**
 * Signs a staff member in. Whatever was wrong (unknown email, wrong password, inactive account)
 * the answer is the same, and it takes the same time: an unknown email is checked against a
 * decoy hash. Every outcome goes to the audit trail. The right password answers a ticket for the
 * second step when the account has a factor (second-factor.ts); a sign-in that is complete gives
 * the browser its device cookie for this account (sign-in-throttle.ts says why).
 */
export async function signIn(deps: SignInDeps, input: LoginInput): Promise<PasswordStep> {
  const { em } = deps;
  const email = input.email.trim().toLowerCase();
  const secret = await deps.deviceSecret();
  const cookieName = deviceCookieName(email);
  const device = checkDeviceCookie(secret, email, deps.cookies.read(cookieName), deps.now());
  let ticket: SignInTicket;
  try {
    ticket = await beforeSignInAttempt(deps.limits, { email, ip: deps.caller.ip, device });
  } catch (error) {
    // Refused attempts are in the audit trail though nothing changed: written at once, not rolled back.
    if (error instanceof SignInThrottled) {
      await deps.audit.record({
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
    await deps.audit.record({
      action: 'sign-in',
      result: 'failure',
      actor: { id: user?.id ?? null, email },
    });
    throw new Refusal('invalid-credentials', INVALID_CREDENTIALS);
  }
  await ticket.settle('success');
  // Sign-ins are rare enough to carry the clean-up of expired sessions.
  await purgeExpiredSessions(em);
  return afterPassword(deps, user);
}

/** Self-registration, off unless the operator turns it on; it only ever makes role `user`. */
export async function register(deps: Deps, input: RegisterInput): Promise<SignedIn> {
  const { em, config, caller } = deps;
  if (!config.REGISTRATION_ENABLED) {
    throw new Refusal('registration-disabled', 'Registration is disabled');
  }
  await takeAttempt(deps.limits.register, caller.ip, 'Too many registrations. Please try again later.');
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
  const token = await createSession(em, user, config.SESSION_TTL_DAYS, caller.userAgent, { ip: caller.ip });
  return { token, user: toSessionUser(user) };
}

/** Signing out ends the caller's session, in the audit trail. */
export async function signOut(deps: SignedInDeps): Promise<{ ok: true }> {
  return inTransaction(deps, async ({ em, audit, caller }) => {
    await deleteSession(em, caller.token);
    await audit.record({ action: 'sign-out', target: { kind: 'session' } });
    return { ok: true as const };
  });
}
