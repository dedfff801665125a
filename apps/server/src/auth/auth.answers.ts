import { ROLES, SECOND_FACTOR_METHODS } from '@shop/contract';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { z } from 'zod';

/** What the sign-in procedures answer. */

export const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
});

export const signedIn = z.object({
  token: z.string().meta({ description: 'Send it as `Authorization: Bearer <token>` on later calls' }),
  user: sessionUser,
});

/** What the right password leads to: a session, or a ticket for the second step. */
export const passwordStep = z.union([
  signedIn.extend({
    enrolmentRequired: z
      .literal(true)
      .optional()
      .meta({ description: 'The shop requires a second factor the account lacks: the token can only set one up' }),
  }),
  z.object({
    mfaRequired: z.literal(true),
    ticket: z.string().meta({ description: 'For `POST /api/auth/login/second-factor`; good for 5 minutes' }),
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)).meta({ description: 'The second steps the account can use' }),
  }),
]);

/**
 * WebAuthn options as @simplewebauthn/browser takes them (`Options`: its request or creation
 * options JSON), passed on whole: the library's type, checked only for their challenge.
 */
export const webAuthnOptions = <Options>() =>
  z.looseObject({ challenge: z.string() }) as unknown as z.ZodType<Options, Options>;

export const ok = z.object({ ok: z.literal(true) });

export const signInOptions = webAuthnOptions<PublicKeyCredentialRequestOptionsJSON>();
