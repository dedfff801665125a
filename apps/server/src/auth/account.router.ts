import {
  ownPasswordSchema,
  passkeyRegistrationSchema,
  passkeyRenameSchema,
  REAUTHENTICATION_MINUTES,
  reauthenticateSchema,
  totpCodeSchema,
  webAuthnResponseSchema,
} from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
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
import {
  accountSecurity,
  changePassword,
  endOtherSessions,
  endSession,
  ownSessions,
  passkeyAdd,
  passkeyOptions,
  passkeyRemove,
  passkeyRename,
  reauthenticate,
  reauthenticateOptions,
  reauthenticateWithPasskey,
  recoveryCodesRenew,
  totpBegin,
  totpConfirm,
  totpRemove,
} from './account.service.ts';
import { ok, signInOptions } from './auth.answers.ts';

export const sessionId = z.strictObject({ id: z.string().max(100).meta({ description: 'The session’s id' }) });
export const passkeyId = z.strictObject({ id: z.string().max(100).meta({ description: 'The passkey’s id' }) });
const needsProof = ` Needs the password or a passkey given in the last ${REAUTHENTICATION_MINUTES} minutes (\`POST /api/auth/reauthenticate\`), else 403 \`reauthentication-required\`.`;
const lastFactor = '409 `factor-required` when the shop requires a factor and it is the last.';
const response = { id: 'credential-id', rawId: 'credential-id', type: 'public-key' as const, response: {} };
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
    .query(({ ctx }) => accountSecurity(ctx.deps)),
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
    .query(({ ctx }) => ownSessions(ctx.deps)),
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
    .mutation(({ ctx, input }) => endSession(ctx.deps, input)),
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
    .mutation(({ ctx }) => endOtherSessions(ctx.deps)),

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
    .mutation(({ ctx, input }) => reauthenticate(ctx.deps, input)),
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
    .mutation(({ ctx }) => reauthenticateOptions(ctx.deps)),
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
    .mutation(({ ctx, input }) => reauthenticateWithPasskey(ctx.deps, input)),

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
    .mutation(({ ctx }) => totpBegin(ctx.deps)),
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
    .mutation(({ ctx, input }) => totpConfirm(ctx.deps, input)),
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
    .mutation(({ ctx }) => totpRemove(ctx.deps)),
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
    .mutation(({ ctx }) => recoveryCodesRenew(ctx.deps)),

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
    .mutation(({ ctx }) => passkeyOptions(ctx.deps)),
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
    .mutation(({ ctx, input }) => passkeyAdd(ctx.deps, input)),
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
    .mutation(({ ctx, input }) => passkeyRename(ctx.deps, input)),
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
    .mutation(({ ctx, input }) => passkeyRemove(ctx.deps, input)),

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
    .mutation(({ ctx, input }) => changePassword(ctx.deps, input)),
} satisfies TRPCRouterRecord;
