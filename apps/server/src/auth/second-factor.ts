import type { EntityManager } from '@mikro-orm/postgresql';
import {
  REAUTHENTICATION_MINUTES,
  type SecondFactorInput,
  type SecondFactorMethod,
  type TwoFactorPolicy,
} from '@shop/contract';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { takeAttempt } from '../rate-limits/attempts.ts';
import { Refusal } from '../refusal.ts';
import { type Deps, inTransaction } from '../trpc/deps.ts';
import type { CurrentSession } from '../trpc/session.ts';
import {
  DEVICE_COOKIE_DAY_SECONDS,
  DEVICE_COOKIE_DAYS,
  deviceCookieName,
  issueDeviceCookie,
} from './device-cookies.ts';
import { authenticationOptions, verifyPasskey } from './passkeys.ts';
import { recoveryCodesLeft, useRecoveryCode } from './recovery-codes.ts';
import { asDate, hashToken, openSession, toSessionUser } from './sessions.ts';
import type { SignInDeps } from './sign-in-deps.ts';
import { useTotpCode } from './totp.ts';
import { readTwoFactorPolicy, secondFactorRequired } from './two-factor-policy.ts';
import { User } from './user.entity.ts';

/** A sign-in ticket (password given, second factor awaited) and a passkey challenge last this long. */
export const TICKET_MINUTES = 5;
/** Wrong codes one ticket takes before it is spent; the account's allowance counts across tickets. */
const CODES_PER_TICKET = 5;
const MINUTE_MS = 60 * 1000;

/** How a sign-in was completed, as the audit trail names it. */
type SignInMethod = 'password' | 'totp' | 'recovery-code' | 'passkey' | 'passkey-alone';

/**
 * A sign-in is complete (every factor the account has was given): the session, the account's last
 * sign-in, its audit event, and the browser's device cookie for this account (sign-in-throttle.ts).
 * Given only here, so knowing the password alone never earns a browser the owner's allowance.
 */
async function completeSignIn(
  deps: SignInDeps,
  user: User,
  method: SignInMethod,
  stage: 'signed-in' | 'enrolment' = 'signed-in',
) {
  const secret = await deps.deviceSecret();
  return inTransaction(deps, async ({ em, audit, caller, config, cookies, now, afterCommit }) => {
    await em.nativeUpdate(User, { id: user.id }, { lastSignInAt: new Date() });
    const token = await openSession(em, user.id, config.SESSION_TTL_DAYS, {
      ip: caller.ip,
      userAgent: caller.userAgent,
      stage,
      reauthenticated: true,
    });
    await audit.record({
      action: 'sign-in',
      actor: { id: user.id, email: user.email },
      target: { kind: 'method', label: method },
    });
    const cookie = issueDeviceCookie(secret, user.email, now());
    // The browser earns its cookie only with the session: not for a sign-in rolled back.
    await afterCommit(async () =>
      cookies.set(deviceCookieName(user.email), cookie, DEVICE_COOKIE_DAYS * DEVICE_COOKIE_DAY_SECONDS),
    );
    return { token, user: toSessionUser(user) };
  });
}

/** The second factors an account has. */
export async function factorsOf(em: EntityManager, userId: string) {
  const [row] = await em.execute<{ totp: boolean; passkeys: string }[]>(
    `select u.totp_secret is not null as totp, (select count(*) from passkeys p where p.user_id = u.id) as passkeys
       from users u where u.id = ?`,
    [userId],
  );
  const totp = row?.totp ?? false;
  const passkeys = Number(row?.passkeys ?? 0);
  const methods: SecondFactorMethod[] = [];
  if (totp) methods.push('totp');
  if (passkeys > 0) methods.push('passkey');
  if (totp || passkeys > 0) {
    if ((await recoveryCodesLeft(em, userId)) > 0) methods.push('recovery-code');
  }
  return { totp, passkeys, methods, any: totp || passkeys > 0 };
}

export type PasswordStep =
  | { mfaRequired: true; ticket: string; methods: SecondFactorMethod[] }
  | { token: string; user: ReturnType<typeof toSessionUser>; enrolmentRequired?: true };

/**
 * What the right password leads to: a ticket for the second step when the account has a factor;
 * a session for enrolment only when the shop requires a factor it doesn't have; else a session.
 */
export async function afterPassword(deps: SignInDeps, user: User): Promise<PasswordStep> {
  const { em, caller } = deps;
  const factors = await factorsOf(em, user.id);
  if (factors.any) {
    const ticket = await openSession(em, user.id, 0, {
      ip: caller.ip,
      userAgent: caller.userAgent,
      stage: 'ticket',
      ttlMs: TICKET_MINUTES * MINUTE_MS,
    });
    return { mfaRequired: true, ticket, methods: factors.methods };
  }
  const policy: TwoFactorPolicy = await readTwoFactorPolicy(em);
  if (secondFactorRequired(policy, user.role)) {
    return { ...(await completeSignIn(deps, user, 'password', 'enrolment')), enrolmentRequired: true };
  }
  return completeSignIn(deps, user, 'password');
}

interface TicketRow {
  id: string;
  user_id: string | null;
  challenge: string | null;
  failed_codes: number;
}

const EXPIRED = () => new Refusal('sign-in-ticket-expired', 'The sign-in has expired: sign in again');
const WRONG = () => new Refusal('invalid-code', 'The code is not right');

/** A live ticket of `stage` for its token, or the refusal. */
async function liveTicket(em: EntityManager, token: string, stage: 'ticket' | 'passkey-challenge') {
  if (token.length > 200) throw EXPIRED();
  const [row] = await em.execute<TicketRow[]>(
    `select id, user_id, challenge, failed_codes from sessions where sid = ? and stage = ? and expire > now()`,
    [hashToken(token), stage],
  );
  if (!row) throw EXPIRED();
  return row;
}

/**
 * Spends the ticket (once: of two answers at the same moment only one gets the session) and opens
 * the session, in one transaction.
 */
async function finishTicket(deps: SignInDeps, ticket: TicketRow, method: SignInMethod) {
  return inTransaction(deps, async (tx) => {
    const spent = await tx.em.execute<{ id: string }[]>('delete from sessions where id = ? returning id', [ticket.id]);
    if (spent.length !== 1 || !ticket.user_id) throw EXPIRED();
    const user = await tx.em.findOne(User, { id: ticket.user_id, isActive: true });
    if (!user) throw EXPIRED();
    return completeSignIn(tx, user, method);
  });
}

/**
 * A wrong second factor, in the audit trail under the account whose password was right: written
 * at once, as the refusal changes nothing that could take it back.
 */
async function recordWrongFactor(deps: Deps, userId: string, method: SignInMethod) {
  const [user] = await deps.em.execute<{ email: string }[]>('select email from users where id = ?', [userId]);
  await deps.audit.record({
    action: 'second-factor-failed',
    result: 'failure',
    actor: { id: userId, email: user?.email ?? null },
    target: { kind: 'method', label: method },
  });
}

/**
 * The second step with a code: a TOTP code (its time step used up) or a recovery code (used up).
 * Every guess first takes one from the account's allowance, and a ticket takes only five.
 */
export async function finishWithCode(deps: SignInDeps, input: SecondFactorInput) {
  const { em } = deps;
  const ticket = await liveTicket(em, input.ticket, 'ticket');
  const userId = ticket.user_id as string;
  await takeAttempt(deps.limits.secondFactorPerAccount, userId, 'Too many codes tried. Please wait and try again.');
  const code = input.code.replace(/\s/g, '');
  const totp = /^\d{6}$/.test(code);
  const ok = totp
    ? await useTotpCode(em, userId, code, deps.config.TOTP_KEY, deps.now())
    : await useRecoveryCode(em, userId, code);
  if (!ok) {
    const [counted] = await em.execute<{ failed_codes: number }[]>(
      'update sessions set failed_codes = failed_codes + 1 where id = ? returning failed_codes',
      [ticket.id],
    );
    if ((counted?.failed_codes ?? CODES_PER_TICKET) >= CODES_PER_TICKET) {
      await em.execute('delete from sessions where id = ?', [ticket.id]);
    }
    await recordWrongFactor(deps, userId, totp ? 'totp' : 'recovery-code');
    throw WRONG();
  }
  await deps.limits.secondFactorPerAccount.reward(userId);
  return finishTicket(deps, ticket, totp ? 'totp' : 'recovery-code');
}

/** The passkey challenge for a ticket's second step: only the account's own passkeys answer it. */
export async function ticketPasskeyOptions(
  { em, config }: Pick<Deps, 'em' | 'config'>,
  { ticket: token }: { ticket: string },
) {
  const ticket = await liveTicket(em, token, 'ticket');
  const options = await authenticationOptions(em, config, ticket.user_id as string);
  await em.execute('update sessions set challenge = ? where id = ?', [options.challenge, ticket.id]);
  return options;
}

export async function finishWithPasskey(deps: SignInDeps, input: { ticket: string; response: unknown }) {
  const { em } = deps;
  const ticket = await liveTicket(em, input.ticket, 'ticket');
  const userId = ticket.user_id as string;
  await takeAttempt(deps.limits.secondFactorPerAccount, userId, 'Too many codes tried. Please wait and try again.');
  const proved =
    ticket.challenge &&
    (await verifyPasskey(em, deps.config, ticket.challenge, input.response as AuthenticationResponseJSON, userId));
  if (!proved) {
    await recordWrongFactor(deps, userId, 'passkey');
    throw WRONG();
  }
  await deps.limits.secondFactorPerAccount.reward(userId);
  return finishTicket(deps, ticket, 'passkey');
}

/** Signing in with a passkey alone: a challenge, kept server-side behind a ticket of its own. */
export async function passkeySignInOptions({ em, config, caller }: Pick<Deps, 'em' | 'config' | 'caller'>) {
  const options = await authenticationOptions(em, config);
  const ticket = await openSession(em, null, 0, {
    stage: 'passkey-challenge',
    ttlMs: TICKET_MINUTES * MINUTE_MS,
    challenge: options.challenge,
    ip: caller.ip,
  });
  return { ticket, options };
}

/**
 * A passkey that verified its user is two factors by itself (something had, and a PIN or
 * biometrics): it signs in without the password, counted against the address like passwords.
 */
export async function signInWithPasskey(deps: SignInDeps, input: { ticket: string; response: unknown }) {
  const { em } = deps;
  await takeAttempt(deps.limits.signInPerIp, deps.caller.ip, 'Too many sign-in attempts. Please wait and try again.');
  const challenge = await liveTicket(em, input.ticket, 'passkey-challenge');
  // One answer per challenge, right or wrong.
  await em.execute('delete from sessions where id = ?', [challenge.id]);
  const proved =
    challenge.challenge &&
    (await verifyPasskey(em, deps.config, challenge.challenge, input.response as AuthenticationResponseJSON));
  const user = proved ? await em.findOne(User, { id: proved.userId, isActive: true }) : null;
  if (!user) {
    await deps.audit.record({
      action: 'sign-in',
      result: 'failure',
      actor: null,
      target: { kind: 'method', label: 'passkey-alone' },
    });
    throw WRONG();
  }
  await deps.limits.signInPerIp.reward(deps.caller.ip);
  return completeSignIn(deps, user, 'passkey-alone');
}

/** Refuses a change to one's password or factors unless the password or a passkey was given in the last minutes. */
export function requireRecentProof(session: CurrentSession, now = Date.now()): void {
  const at = session.reauthenticatedAt?.getTime() ?? 0;
  if (now - at > REAUTHENTICATION_MINUTES * MINUTE_MS) {
    throw new Refusal('reauthentication-required', 'Confirm it is you: give your password or use a passkey');
  }
}

/** The session has proved its owner again (password or passkey): changes are open for five minutes. */
export async function markReauthenticated(em: EntityManager, sessionId: string): Promise<Date> {
  const [row] = await em.execute<{ reauthenticated_at: string }[]>(
    'update sessions set reauthenticated_at = now(), challenge = null where id = ? returning reauthenticated_at',
    [sessionId],
  );
  return row ? asDate(row.reauthenticated_at) : new Date();
}

/** An enrolment-only session becomes a full one once a factor is set up. */
export async function finishEnrolment(em: EntityManager, session: CurrentSession): Promise<void> {
  if (session.stage !== 'enrolment') return;
  await em.execute(`update sessions set stage = 'signed-in' where id = ? and stage = 'enrolment'`, [session.id]);
}
