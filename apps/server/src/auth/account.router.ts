import type { AuditAction } from '@shop/contract';
import {
  ownPasswordSchema,
  passkeyRegistrationSchema,
  passkeyRenameSchema,
  REAUTHENTICATION_MINUTES,
  reauthenticateSchema,
  totpCodeSchema,
  webAuthnResponseSchema,
} from '@shop/contract';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { auditByCaller, recordAuditEvent } from '../audit/audit-trail.ts';
import { takeAttempt } from '../rate-limits/attempts.ts';
import { Refusal } from '../refusal.ts';
import { readPublicSettings } from '../settings/settings.service.ts';
import type { Context } from '../trpc/context.ts';
import { authedProcedure, enrolmentProcedure } from '../trpc/init.ts';
import {
  accountSecurity as accountSecurityAnswer,
  accountSession,
  addedPasskey,
  endedSessions,
  firstFactor,
  passkey as passkeyAnswer,
  reauthenticated,
  registrationOptions as registrationOptionsAnswer,
  renewedCodes,
  totpEnrolment,
} from './account.answers.ts';
import { ok, signInOptions } from './auth.answers.ts';
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
import { type CurrentSession, endSessionsOf, type SessionUser } from './sessions.ts';
import { checkChosenPassword } from './staff-accounts.ts';
import { beginTotp, confirmTotp, removeTotp } from './totp.ts';
import { readTwoFactorPolicy, secondFactorRequired } from './two-factor-policy.ts';
import { User } from './user.entity.ts';

type SignedInContext = Context & { user: SessionUser; session: CurrentSession; token: string };

export const sessionId = z.strictObject({ id: z.string().max(100).meta({ description: 'The session’s id' }) });
export const passkeyId = z.strictObject({ id: z.string().max(100).meta({ description: 'The passkey’s id' }) });
const needsProof = ` Needs the password or a passkey given in the last ${REAUTHENTICATION_MINUTES} minutes (\`POST /api/auth/reauthenticate\`), else 403 \`reauthentication-required\`.`;
const lastFactor = '409 `factor-required` when the shop requires a factor and it is the last.';
const response = { id: 'credential-id', rawId: 'credential-id', type: 'public-key' as const, response: {} };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A change to one's own sign-in, in the audit trail (what it touched, when it isn't the account itself). */
function note(ctx: SignedInContext, action: AuditAction, target?: { kind: string; id?: string; label?: string }) {
  return recordAuditEvent(ctx.em, auditByCaller(ctx), {
    action,
    target: target ?? { kind: 'account', id: ctx.user.id },
  });
}

/** Everything the "Your account" screen (and the enrolment screen) shows about sign-in. */
async function accountSecurity(ctx: SignedInContext) {
  const [factors, passkeys, recoveryCodes, policy] = await Promise.all([
    factorsOf(ctx.em, ctx.user.id),
    passkeysOf(ctx.em, ctx.user.id),
    recoveryCodesLeft(ctx.em, ctx.user.id),
    readTwoFactorPolicy(ctx.em),
  ]);
  const proofAt = ctx.session.reauthenticatedAt?.getTime();
  return {
    user: ctx.user,
    enrolmentRequired: ctx.session.stage === 'enrolment',
    secondFactorRequired: secondFactorRequired(policy, ctx.user.role),
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
async function recoveryCodesForFirstFactor(ctx: SignedInContext): Promise<string[] | null> {
  if ((await recoveryCodesLeft(ctx.em, ctx.user.id)) > 0) return null;
  return renewRecoveryCodes(ctx.em, ctx.user.id);
}

/** Removing a factor may not leave an account the shop requires one of without any. */
async function refuseLastRequiredFactor(ctx: SignedInContext, removing: 'totp' | 'passkey') {
  const policy = await readTwoFactorPolicy(ctx.em);
  if (!secondFactorRequired(policy, ctx.user.role)) return;
  const factors = await factorsOf(ctx.em, ctx.user.id);
  const left = (removing === 'totp' ? 0 : Number(factors.totp)) + factors.passkeys - (removing === 'passkey' ? 1 : 0);
  if (left < 1) throw new Refusal('factor-required', 'The shop requires a second factor: add another first');
}

const proven = (ctx: SignedInContext) => requireRecentProof(ctx.session);

/** The signed-in staff member's own sign-in: sessions, second factors, password. */
export const accountRouter = {
  security: enrolmentProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/auth/account',
        summary: 'The signed-in account’s second factors',
        description: 'Also answers a session that may only set up a second factor (`enrolmentRequired`).',
        tag: 'Auth',
        answers: 'Factors, passkeys, recovery codes left, and whether the shop requires a factor',
      },
    })
    .output(accountSecurityAnswer)
    .query(({ ctx }) => accountSecurity(ctx)),
  sessions: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/auth/sessions',
        summary: 'The signed-in account’s sessions',
        description: 'Every browser signed in to this account, the last used first.',
        tag: 'Auth',
        answers: 'The sessions',
      },
    })
    .output(z.array(accountSession))
    .query(({ ctx }) => sessionsOf(ctx.em, ctx.user.id, ctx.session.id)),
  endSession: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/auth/sessions/:id',
        summary: 'End one of your sessions',
        tag: 'Auth',
        answers: 'The session is over',
        errors: [404],
      },
    })
    .input(sessionId)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      if (!(await endOwnSession(ctx.em, ctx.user.id, input.id))) throw new Refusal('not-found', 'Session not found');
      await note(ctx, 'sessions-ended', { kind: 'session', id: input.id, label: '1' });
      return { ok: true as const };
    }),
  endOtherSessions: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/auth/sessions',
        summary: 'End every other session',
        description: 'Signs this account out everywhere but here.',
        tag: 'Auth',
        answers: 'How many sessions ended',
      },
    })
    .output(z.object({ ended: z.number().int() }))
    .mutation(async ({ ctx }) => {
      const ended = await endSessionsOf(ctx.em, ctx.user.id, ctx.session.id);
      await note(ctx, 'sessions-ended', { kind: 'account', id: ctx.user.id, label: String(ended) });
      return { ended };
    }),

  reauthenticate: enrolmentProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/reauthenticate',
        summary: 'Confirm it is you with your password',
        description: `Opens changes to your password and factors for ${REAUTHENTICATION_MINUTES} minutes. Rate limited.`,
        tag: 'Auth',
        answers: 'When the proof was given',
        errors: [429],
        example: { password: 'correct horse battery' },
      },
    })
    .input(reauthenticateSchema())
    .output(reauthenticated)
    .mutation(async ({ ctx, input }) => {
      await takeAttempt(ctx.infra.limits.reauthenticatePerAccount, ctx.user.id, 'Too many attempts. Please wait.');
      const user = await ctx.em.findOneOrFail(User, { id: ctx.user.id }, { populate: ['password'] });
      if (!(await verifyPassword(user.password, input.password))) {
        await recordAuditEvent(ctx.em, auditByCaller(ctx), { action: 'reauthentication-failed', result: 'failure' });
        throw new Refusal('invalid-credentials', 'The password is not right');
      }
      await ctx.infra.limits.reauthenticatePerAccount.reward(ctx.user.id);
      return { reauthenticatedAt: await markReauthenticated(ctx.em, ctx.session.id) };
    }),
  reauthenticateOptions: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/reauthenticate/passkey-options',
        summary: 'Passkey challenge to confirm it is you',
        tag: 'Auth',
        answers: 'Options for `navigator.credentials.get()`',
      },
    })
    .output(signInOptions)
    .mutation(async ({ ctx }) => {
      const options = await authenticationOptions(ctx.em, ctx.config, ctx.user.id);
      await ctx.em.execute('update sessions set challenge = ? where id = ?', [options.challenge, ctx.session.id]);
      return options;
    }),
  reauthenticateWithPasskey: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/reauthenticate/passkey',
        summary: 'Confirm it is you with a passkey',
        tag: 'Auth',
        answers: 'When the proof was given',
        errors: [429],
        example: { response },
      },
    })
    .input(z.strictObject({ response: webAuthnResponseSchema() }))
    .output(reauthenticated)
    .mutation(async ({ ctx, input }) => {
      await takeAttempt(ctx.infra.limits.reauthenticatePerAccount, ctx.user.id, 'Too many attempts. Please wait.');
      const challenge = ctx.session.challenge;
      const proved =
        challenge && (await verifyPasskey(ctx.em, ctx.config, challenge, input.response as never, ctx.user.id));
      if (!proved) throw new Refusal('invalid-code', 'The passkey did not confirm it is you');
      await ctx.infra.limits.reauthenticatePerAccount.reward(ctx.user.id);
      return { reauthenticatedAt: await markReauthenticated(ctx.em, ctx.session.id) };
    }),

  totpBegin: enrolmentProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/totp',
        summary: 'Start setting up an authenticator app',
        description: `A new secret, its otpauth:// address and QR code; it counts once confirmed.${needsProof}`,
        tag: 'Auth',
        answers: 'The secret to scan or type',
      },
    })
    .output(totpEnrolment)
    .mutation(async ({ ctx }) => {
      proven(ctx);
      const { shopName } = await readPublicSettings(ctx.em);
      return beginTotp(ctx.em, ctx.user, shopName, ctx.config.TOTP_KEY);
    }),
  totpConfirm: enrolmentProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/totp/confirm',
        summary: 'Confirm the authenticator app with its first code',
        description: `The first factor also answers ten recovery codes, shown once.${needsProof}`,
        tag: 'Auth',
        answers: 'The app counts now',
        errors: [409],
        example: { code: '123456' },
      },
    })
    .input(totpCodeSchema())
    .output(firstFactor)
    .mutation(async ({ ctx, input }) => {
      proven(ctx);
      const outcome = await confirmTotp(ctx.em, ctx.user.id, input.code, ctx.config.TOTP_KEY, ctx.infra.now());
      if (outcome === 'not-started') throw new Refusal('totp-not-started', 'Start setting up the app first');
      if (outcome === 'wrong-code') throw new Refusal('invalid-input', { field: 'code', key: 'invalidValue' });
      const recoveryCodes = await recoveryCodesForFirstFactor(ctx);
      await finishEnrolment(ctx.em, ctx.session);
      await note(ctx, 'totp-enabled');
      return { recoveryCodes };
    }),
  totpRemove: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/auth/totp',
        summary: 'Remove the authenticator app',
        description: `${lastFactor}${needsProof}`,
        tag: 'Auth',
        answers: 'The app no longer signs in',
        errors: [409],
      },
    })
    .output(ok)
    .mutation(async ({ ctx }) => {
      proven(ctx);
      await refuseLastRequiredFactor(ctx, 'totp');
      await removeTotp(ctx.em, ctx.user.id);
      await note(ctx, 'totp-removed');
      return { ok: true as const };
    }),
  recoveryCodesRenew: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/recovery-codes',
        summary: 'New recovery codes',
        description: `Ten new single-use codes replace the old ones; shown this once.${needsProof}`,
        tag: 'Auth',
        answers: 'The new codes',
        errors: [409],
      },
    })
    .output(renewedCodes)
    .mutation(async ({ ctx }) => {
      proven(ctx);
      if (!(await factorsOf(ctx.em, ctx.user.id)).any)
        throw new Refusal('totp-not-started', 'Set up an app or a passkey first');
      const recoveryCodes = await renewRecoveryCodes(ctx.em, ctx.user.id);
      await note(ctx, 'recovery-codes-renewed');
      return { recoveryCodes };
    }),

  passkeyOptions: enrolmentProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/passkeys/options',
        summary: 'Start adding a passkey',
        description: `Options for \`navigator.credentials.create()\`.${needsProof}`,
        tag: 'Auth',
        answers: 'PublicKeyCredentialCreationOptionsJSON',
      },
    })
    .output(registrationOptionsAnswer)
    .mutation(async ({ ctx }) => {
      proven(ctx);
      const { shopName } = await readPublicSettings(ctx.em);
      const options = await registrationOptions(ctx.em, ctx.config, shopName, ctx.user);
      await ctx.em.execute('update sessions set challenge = ? where id = ?', [options.challenge, ctx.session.id]);
      return options;
    }),
  passkeyAdd: enrolmentProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/passkeys',
        status: 201,
        summary: 'Add a passkey',
        description: `The authenticator’s answer to the options, and a name for it.${needsProof}`,
        tag: 'Auth',
        answers: 'The passkey',
        example: { name: 'Shop laptop', response },
      },
    })
    .input(passkeyRegistrationSchema())
    .output(addedPasskey)
    .mutation(async ({ ctx, input }) => {
      proven(ctx);
      // The challenge answers once.
      const [taken] = await ctx.em.execute<{ challenge: string | null }[]>(
        `update sessions s set challenge = null from sessions old
        where s.id = ? and old.id = s.id returning old.challenge`,
        [ctx.session.id],
      );
      const passkey =
        taken?.challenge &&
        (await addPasskey(
          ctx.em,
          ctx.config,
          ctx.user.id,
          taken.challenge,
          input.name,
          input.response as unknown as RegistrationResponseJSON,
        ));
      if (!passkey) throw new Refusal('invalid-input', { field: 'response', key: 'invalidValue' });
      const recoveryCodes = await recoveryCodesForFirstFactor(ctx);
      await finishEnrolment(ctx.em, ctx.session);
      await note(ctx, 'passkey-added', { kind: 'passkey', id: passkey.id, label: passkey.name });
      return { passkey, recoveryCodes };
    }),
  passkeyRename: authedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/auth/passkeys/:id',
        summary: 'Rename a passkey',
        tag: 'Auth',
        answers: 'The passkey',
        errors: [404],
        example: { name: 'Front desk key' },
        bodyAs: 'change',
      },
    })
    .input(passkeyId.extend({ change: passkeyRenameSchema() }))
    .output(passkeyAnswer)
    .mutation(async ({ ctx, input }) => {
      const passkey = UUID.test(input.id)
        ? await renamePasskey(ctx.em, ctx.user.id, input.id, input.change.name)
        : null;
      if (!passkey) throw new Refusal('not-found', 'Passkey not found');
      await note(ctx, 'passkey-renamed', { kind: 'passkey', id: passkey.id, label: passkey.name });
      return passkey;
    }),
  passkeyRemove: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/auth/passkeys/:id',
        summary: 'Remove a passkey',
        description: `${lastFactor}${needsProof}`,
        tag: 'Auth',
        answers: 'The passkey no longer signs in',
        errors: [404, 409],
      },
    })
    .input(passkeyId)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      proven(ctx);
      if (!UUID.test(input.id)) throw new Refusal('not-found', 'Passkey not found');
      await refuseLastRequiredFactor(ctx, 'passkey');
      if (!(await removePasskey(ctx.em, ctx.user.id, input.id))) throw new Refusal('not-found', 'Passkey not found');
      await note(ctx, 'passkey-removed', { kind: 'passkey', id: input.id });
      return { ok: true as const };
    }),

  changePassword: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/auth/password',
        summary: 'Change your password',
        description: `\`endOtherSessions\` signs you out everywhere else too.${needsProof}`,
        tag: 'Auth',
        answers: 'How many other sessions ended',
        example: { password: 'a new long passphrase', endOtherSessions: true },
      },
    })
    .input(ownPasswordSchema())
    .output(endedSessions)
    .mutation(async ({ ctx, input }) => {
      proven(ctx);
      await checkChosenPassword(ctx.em, input.password, ctx.user);
      await ctx.em.nativeUpdate(User, { id: ctx.user.id }, { password: await hashPassword(input.password) });
      const ended = input.endOtherSessions ? await endSessionsOf(ctx.em, ctx.user.id, ctx.session.id) : 0;
      await note(ctx, 'password-changed');
      return { endedSessions: ended };
    }),
} satisfies TRPCRouterRecord;
