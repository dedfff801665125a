import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { instant } from '../trpc/rest-door.ts';
import { sessionUser, webAuthnOptions } from './auth.answers.ts';

/** What the "Your account" procedures answer. */

export const passkey = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: instant,
  lastUsedAt: instant.nullable(),
});

export const accountSession = z.object({
  id: z.uuid(),
  browser: z.string().nullable().meta({ description: 'Browser and major version, from the user agent' }),
  os: z.string().nullable().meta({ description: 'Operating system, from the user agent' }),
  address: z.string().nullable().meta({ description: 'The address it signed in from' }),
  createdAt: instant,
  lastUsedAt: instant,
  current: z.boolean().meta({ description: 'True for the session of the token sent' }),
});

export const accountSecurity = z.object({
  user: sessionUser,
  enrolmentRequired: z.boolean(),
  secondFactorRequired: z.boolean(),
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkey),
  reauthenticatedUntil: instant.nullable(),
});

const recoveryCodes = z
  .array(z.string())
  .nullable()
  .meta({ description: 'Ten single-use recovery codes, shown this once (null: the account keeps those it had)' });

export const firstFactor = z.object({ recoveryCodes });
export const addedPasskey = z.object({ passkey, recoveryCodes });
export const renewedCodes = z.object({ recoveryCodes: z.array(z.string()) });
export const reauthenticated = z.object({ reauthenticatedAt: instant });
export const totpEnrolment = z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() });
export const endedSessions = z.object({ endedSessions: z.number().int() });
export const registrationOptions = webAuthnOptions<PublicKeyCredentialCreationOptionsJSON>();
