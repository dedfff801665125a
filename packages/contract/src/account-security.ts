import { z } from 'zod';
import { inputObject, line, wrongOrMissing } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';
import { staffPasswordSchema } from './passwords.ts';

/** Who must sign in with a second factor: a manager's setting. */
export const TWO_FACTOR_POLICIES = ['nobody', 'managers', 'all-staff'] as const;
export type TwoFactorPolicy = (typeof TWO_FACTOR_POLICIES)[number];

/** The second steps a sign-in ticket can be finished with. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** How long re-authentication counts for changing one's password or factors (ASVS 7.5.1). */
export const REAUTHENTICATION_MINUTES = 5;
/** Recovery codes made at once; each works once. */
export const RECOVERY_CODE_COUNT = 10;

const ticket = (m: ValidationMessages) =>
  z
    .string({ error: wrongOrMissing(m) })
    .min(1, m.required)
    .max(200, m.invalidValue);

/** The second step of a sign-in: the ticket from the first, and a code from the app or a recovery code. */
export const secondFactorSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    ticket: ticket(m).meta({ description: 'The `ticket` answered by `POST /api/auth/login`' }),
    code: z
      .string({ error: wrongOrMissing(m) })
      .trim()
      .min(1, m.required)
      .max(40, m.invalidValue)
      .meta({ description: 'A 6-digit code from the authenticator app, or one unused recovery code' }),
  });
export type SecondFactorInput = z.input<ReturnType<typeof secondFactorSchema>>;

/**
 * What `navigator.credentials` answered, as @simplewebauthn/browser serialises it. Its inner
 * fields are checked by the WebAuthn verification itself; this only bounds the sizes.
 */
export const webAuthnResponseSchema = (m: ValidationMessages = englishMessages) =>
  z.looseObject(
    {
      id: z.string({ error: wrongOrMissing(m) }).max(1400, m.tooLong),
      rawId: z.string({ error: wrongOrMissing(m) }).max(1400, m.tooLong),
      type: z.literal('public-key', { error: m.invalidValue }),
      response: z.record(z.string(), z.unknown(), { error: m.invalidValue }),
    },
    { error: m.invalidValue },
  );

/** Signing in with a passkey alone, or finishing a sign-in ticket with one. */
export const passkeyAnswerSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    ticket: ticket(m).meta({ description: 'The `ticket` the options came with' }),
    response: webAuthnResponseSchema(m),
  });

/** A new passkey's answer and the name its owner gives it. */
export const passkeyRegistrationSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    name: line(m, 60, m.required).min(1, m.required),
    response: webAuthnResponseSchema(m),
  });

export const passkeyRenameSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { name: line(m, 60, m.required).min(1, m.required) });

/** A 6-digit code from the authenticator app, confirming a new TOTP secret. */
export const totpCodeSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    code: z
      .string({ error: wrongOrMissing(m) })
      .trim()
      .regex(/^\d{6}$/, m.invalidValue),
  });

/** Proving again who one is before a sensitive change: the current password. */
export const reauthenticateSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    password: z
      .string({ error: wrongOrMissing(m) })
      .min(1, m.passwordRequired)
      .max(200, m.tooLong),
  });

/** One's own new password, and whether the other sessions end with it. */
export const ownPasswordSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    password: staffPasswordSchema(m),
    endOtherSessions: z.boolean({ error: m.invalidValue }).default(false),
  });

export const twoFactorPolicySchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { requiredFor: z.enum(TWO_FACTOR_POLICIES, { error: m.invalidValue }) });
