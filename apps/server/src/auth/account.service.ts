import type { EntityManager } from '@mikro-orm/postgresql';
import { REAUTHENTICATION_MINUTES } from '@shop/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { takeAttempt } from '../rate-limits/attempts.ts';
import { Refusal } from '../refusal.ts';
import { readPublicSettings } from '../settings/settings.service.ts';
import { inTransaction, type SignedInDeps } from '../trpc/deps.ts';
import {
  addPasskey,
  authenticationOptions,
  passkeysOf,
  registrationOptions,
  removePasskey,
  renamePasskey,
  verifyPasskey,
} from './passkeys.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { recoveryCodesLeft, renewRecoveryCodes } from './recovery-codes.ts';
import { factorsOf, finishEnrolment, markReauthenticated, requireRecentProof } from './second-factor.ts';
import { endOwnSession, sessionsOf } from './session-list.ts';
import { endSessionsOf } from './sessions.ts';
import { checkChosenPassword } from './staff-accounts.ts';
import { beginTotp, confirmTotp, removeTotp } from './totp.ts';
import { readTwoFactorPolicy, secondFactorRequired } from './two-factor-policy.ts';
import { User } from './user.entity.ts';

/**
 * The signed-in staff member's own sign-in: sessions, second factors, password. Each change is
 * in the audit trail, written in the change's transaction.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOO_MANY = 'Too many attempts. Please wait.';
const PASSKEY_NOT_FOUND = 'Passkey not found';

/** Changing one's password or factors needs the password or a passkey given in the last minutes. */
const proven = (deps: SignedInDeps) => requireRecentProof(deps.caller.session);

/** Everything the "Your account" screen (and the enrolment screen) shows about sign-in. */
export async function accountSecurity({ em, caller }: SignedInDeps) {
  const [factors, passkeys, recoveryCodes, policy] = await Promise.all([
    factorsOf(em, caller.user.id),
    passkeysOf(em, caller.user.id),
    recoveryCodesLeft(em, caller.user.id),
    readTwoFactorPolicy(em),
  ]);
  const proofAt = caller.session.reauthenticatedAt?.getTime();
  return {
    user: caller.user,
    enrolmentRequired: caller.session.stage === 'enrolment',
    secondFactorRequired: secondFactorRequired(policy, caller.user.role),
    totp: factors.totp,
    recoveryCodesLeft: recoveryCodes,
    passkeys,
    /** Until when password and factor changes need no new proof; null: they need one now. */
    reauthenticatedUntil:
      proofAt && proofAt + REAUTHENTICATION_MINUTES * 60_000 > Date.now()
        ? new Date(proofAt + REAUTHENTICATION_MINUTES * 60_000)
        : null,
  };
}

/** The first factor also brings the recovery codes, shown once; later factors keep the ones there are. */
async function recoveryCodesForFirstFactor(em: EntityManager, userId: string): Promise<string[] | null> {
  if ((await recoveryCodesLeft(em, userId)) > 0) return null;
  return renewRecoveryCodes(em, userId);
}

/** Removing a factor may not leave an account the shop requires one of without any. */
async function refuseLastRequiredFactor({ em, caller }: SignedInDeps, removing: 'totp' | 'passkey') {
  const policy = await readTwoFactorPolicy(em);
  if (!secondFactorRequired(policy, caller.user.role)) return;
  const factors = await factorsOf(em, caller.user.id);
  const left = (removing === 'totp' ? 0 : Number(factors.totp)) + factors.passkeys - (removing === 'passkey' ? 1 : 0);
  if (left < 1) throw new Refusal('factor-required', 'The shop requires a second factor: add another first');
}

export async function ownSessions({ em, caller }: SignedInDeps) {
  return sessionsOf(em, caller.user.id, caller.session.id);
}

export async function endSession(deps: SignedInDeps, { id }: { id: string }) {
  return inTransaction(deps, async ({ em, audit, caller }) => {
    if (!(await endOwnSession(em, caller.user.id, id))) throw new Refusal('not-found', 'Session not found');
    await audit.record({ action: 'sessions-ended', target: { kind: 'session', id, label: '1' } });
    return { ok: true as const };
  });
}

export async function endOtherSessions(deps: SignedInDeps) {
  return inTransaction(deps, async ({ em, audit, caller }) => {
    const ended = await endSessionsOf(em, caller.user.id, caller.session.id);
    await audit.record({
      action: 'sessions-ended',
      target: { kind: 'account', id: caller.user.id, label: String(ended) },
    });
    return { ended };
  });
}

/** The password again, for five minutes of changes; a wrong one is in the audit trail though refused. */
export async function reauthenticate(deps: SignedInDeps, { password }: { password: string }) {
  const { em, caller, limits } = deps;
  await takeAttempt(limits.reauthenticatePerAccount, caller.user.id, TOO_MANY);
  const user = await em.findOneOrFail(User, { id: caller.user.id }, { populate: ['password'] });
  if (!(await verifyPassword(user.password, password))) {
    await deps.audit.record({ action: 'reauthentication-failed', result: 'failure' });
    throw new Refusal('invalid-credentials', 'The password is not right');
  }
  await limits.reauthenticatePerAccount.reward(caller.user.id);
  return { reauthenticatedAt: await markReauthenticated(em, caller.session.id) };
}

export async function reauthenticateOptions({ em, config, caller }: SignedInDeps) {
  const options = await authenticationOptions(em, config, caller.user.id);
  await em.execute('update sessions set challenge = ? where id = ?', [options.challenge, caller.session.id]);
  return options;
}

export async function reauthenticateWithPasskey(deps: SignedInDeps, { response }: { response: unknown }) {
  const { em, config, caller, limits } = deps;
  await takeAttempt(limits.reauthenticatePerAccount, caller.user.id, TOO_MANY);
  const challenge = caller.session.challenge;
  const proved =
    challenge && (await verifyPasskey(em, config, challenge, response as AuthenticationResponseJSON, caller.user.id));
  if (!proved) throw new Refusal('invalid-code', 'The passkey did not confirm it is you');
  await limits.reauthenticatePerAccount.reward(caller.user.id);
  return { reauthenticatedAt: await markReauthenticated(em, caller.session.id) };
}

export async function totpBegin(deps: SignedInDeps) {
  proven(deps);
  const { shopName } = await readPublicSettings(deps.em);
  return beginTotp(deps.em, deps.caller.user, shopName, deps.config.TOTP_KEY);
}

export async function totpConfirm(deps: SignedInDeps, { code }: { code: string }) {
  proven(deps);
  return inTransaction(deps, async ({ em, audit, caller, config, now }) => {
    const outcome = await confirmTotp(em, caller.user.id, code, config.TOTP_KEY, now());
    if (outcome === 'not-started') throw new Refusal('totp-not-started', 'Start setting up the app first');
    if (outcome === 'wrong-code') throw new Refusal('invalid-input', { field: 'code', key: 'invalidValue' });
    const recoveryCodes = await recoveryCodesForFirstFactor(em, caller.user.id);
    await finishEnrolment(em, caller.session);
    await audit.record({ action: 'totp-enabled', target: { kind: 'account', id: caller.user.id } });
    return { recoveryCodes };
  });
}

export async function totpRemove(deps: SignedInDeps) {
  proven(deps);
  return inTransaction(deps, async (tx) => {
    await refuseLastRequiredFactor(tx, 'totp');
    await removeTotp(tx.em, tx.caller.user.id);
    await tx.audit.record({ action: 'totp-removed', target: { kind: 'account', id: tx.caller.user.id } });
    return { ok: true as const };
  });
}

export async function recoveryCodesRenew(deps: SignedInDeps) {
  proven(deps);
  return inTransaction(deps, async ({ em, audit, caller }) => {
    if (!(await factorsOf(em, caller.user.id)).any)
      throw new Refusal('totp-not-started', 'Set up an app or a passkey first');
    const recoveryCodes = await renewRecoveryCodes(em, caller.user.id);
    await audit.record({ action: 'recovery-codes-renewed', target: { kind: 'account', id: caller.user.id } });
    return { recoveryCodes };
  });
}

export async function passkeyOptions(deps: SignedInDeps) {
  proven(deps);
  const { em, config, caller } = deps;
  const { shopName } = await readPublicSettings(em);
  const options = await registrationOptions(em, config, shopName, caller.user);
  await em.execute('update sessions set challenge = ? where id = ?', [options.challenge, caller.session.id]);
  return options;
}

export async function passkeyAdd(deps: SignedInDeps, input: { name: string; response: unknown }) {
  proven(deps);
  // The challenge answers once, whether the passkey then proves itself or not.
  const [taken] = await deps.em.execute<{ challenge: string | null }[]>(
    `update sessions s set challenge = null from sessions old
      where s.id = ? and old.id = s.id returning old.challenge`,
    [deps.caller.session.id],
  );
  return inTransaction(deps, async ({ em, audit, caller, config }) => {
    const passkey =
      taken?.challenge &&
      (await addPasskey(
        em,
        config,
        caller.user.id,
        taken.challenge,
        input.name,
        input.response as RegistrationResponseJSON,
      ));
    if (!passkey) throw new Refusal('invalid-input', { field: 'response', key: 'invalidValue' });
    const recoveryCodes = await recoveryCodesForFirstFactor(em, caller.user.id);
    await finishEnrolment(em, caller.session);
    await audit.record({ action: 'passkey-added', target: { kind: 'passkey', id: passkey.id, label: passkey.name } });
    return { passkey, recoveryCodes };
  });
}

export async function passkeyRename(deps: SignedInDeps, { id, change }: { id: string; change: { name: string } }) {
  return inTransaction(deps, async ({ em, audit, caller }) => {
    const passkey = UUID.test(id) ? await renamePasskey(em, caller.user.id, id, change.name) : null;
    if (!passkey) throw new Refusal('not-found', PASSKEY_NOT_FOUND);
    await audit.record({ action: 'passkey-renamed', target: { kind: 'passkey', id: passkey.id, label: passkey.name } });
    return passkey;
  });
}

export async function passkeyRemove(deps: SignedInDeps, { id }: { id: string }) {
  proven(deps);
  if (!UUID.test(id)) throw new Refusal('not-found', PASSKEY_NOT_FOUND);
  return inTransaction(deps, async (tx) => {
    await refuseLastRequiredFactor(tx, 'passkey');
    if (!(await removePasskey(tx.em, tx.caller.user.id, id))) throw new Refusal('not-found', PASSKEY_NOT_FOUND);
    await tx.audit.record({ action: 'passkey-removed', target: { kind: 'passkey', id } });
    return { ok: true as const };
  });
}

export async function changePassword(deps: SignedInDeps, input: { password: string; endOtherSessions?: boolean }) {
  proven(deps);
  return inTransaction(deps, async ({ em, audit, caller }) => {
    await checkChosenPassword(em, input.password, caller.user);
    await em.nativeUpdate(User, { id: caller.user.id }, { password: await hashPassword(input.password) });
    const ended = input.endOtherSessions ? await endSessionsOf(em, caller.user.id, caller.session.id) : 0;
    await audit.record({ action: 'password-changed', target: { kind: 'account', id: caller.user.id } });
    return { endedSessions: ended };
  });
}
