import {
  loginPortalSchema,
  loginSchema,
  passkeyAnswerSchema,
  ROLES,
  registerSchema,
  SECOND_FACTOR_METHODS,
  safeNext,
  secondFactorSchema,
} from '@shop/contract';
import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';
import { ticketInput } from './auth.router.ts';

const sessionUser = z.object({
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

const passwordStep = z.union([
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

/** WebAuthn options as @simplewebauthn/browser takes them. */
const webAuthnOptions = z.looseObject({ challenge: z.string() }).meta({
  description: 'PublicKeyCredentialRequestOptionsJSON for `navigator.credentials.get()`',
});

const passkeyAnswerExample = {
  ticket: 'ticket-from-the-options',
  response: { id: 'credential-id', rawId: 'credential-id', type: 'public-key' as const, response: {} },
};

export const authRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/auth/login',
    summary: 'Sign in',
    description:
      'Answers a session token for the `Authorization: Bearer` header, or, for an account with a second ' +
      'factor, `{ mfaRequired: true, ticket, methods }`: then send the ticket with a code to ' +
      '`POST /api/auth/login/second-factor`. A completed sign-in sets a signed device cookie for the account ' +
      '(`shop_device_…`, HttpOnly): a browser sending it later is judged by its own failures, not by the ' +
      'account-wide limit a stranger can spend (README, Security). Attempts are rate limited (429 with Retry-After).',
    tag: 'Auth',
    procedure: 'auth.login',
    body: loginSchema(),
    example: { email: 'manager@shop.example', password: 'correct horse battery' },
    answer: { description: 'The session token and the account, or a ticket for the second step', schema: passwordStep },
    errors: [401, 429],
    handle: (caller, { body }) => caller.auth.login(body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/auth/login/second-factor',
    summary: 'Finish signing in with a code',
    description:
      'The ticket from `POST /api/auth/login` and a 6-digit code from the authenticator app (each code works ' +
      'once, within 30 seconds either side) or an unused recovery code. Wrong codes are rate limited per account; ' +
      'a ticket takes five.',
    tag: 'Auth',
    procedure: 'auth.secondFactor',
    body: secondFactorSchema(),
    example: { ticket: 'ticket-from-the-login', code: '123456' },
    answer: { description: 'The session token and the account', schema: signedIn },
    errors: [401, 429],
    handle: (caller, { body }) => caller.auth.secondFactor(body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/auth/login/second-factor/passkey-options',
    summary: 'Passkey challenge for the second step',
    tag: 'Auth',
    procedure: 'auth.secondFactorPasskeyOptions',
    body: ticketInput,
    example: { ticket: 'ticket-from-the-login' },
    answer: { description: 'Options for `navigator.credentials.get()`', schema: webAuthnOptions },
    errors: [401],
    handle: (caller, { body }) => caller.auth.secondFactorPasskeyOptions(body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/auth/login/second-factor/passkey',
    summary: 'Finish signing in with a passkey',
    tag: 'Auth',
    procedure: 'auth.secondFactorPasskey',
    body: passkeyAnswerSchema(),
    example: passkeyAnswerExample,
    answer: { description: 'The session token and the account', schema: signedIn },
    errors: [401, 429],
    handle: (caller, { body }) => caller.auth.secondFactorPasskey(body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/auth/passkey/options',
    summary: 'Passkey challenge to sign in without a password',
    description: 'A passkey that verifies its user (PIN, biometrics) is two factors by itself.',
    tag: 'Auth',
    procedure: 'auth.passkeyOptions',
    answer: {
      description: 'The challenge’s ticket and the options for `navigator.credentials.get()`',
      schema: z.object({ ticket: z.string(), options: webAuthnOptions }),
    },
    handle: (caller) => caller.auth.passkeyOptions(),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/auth/passkey',
    summary: 'Sign in with a passkey',
    tag: 'Auth',
    procedure: 'auth.passkeyLogin',
    body: passkeyAnswerSchema(),
    example: passkeyAnswerExample,
    answer: { description: 'The session token and the account', schema: signedIn },
    errors: [401, 429],
    handle: (caller, { body }) => caller.auth.passkeyLogin(body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/auth/register',
    summary: 'Create an account',
    description: 'Only when the shop has turned registration on (403 otherwise); the account gets the role `user`.',
    tag: 'Auth',
    procedure: 'auth.register',
    body: registerSchema(),
    example: {
      email: 'ana@shop.example',
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
      firstName: 'Ana',
      lastName: 'Diaz',
    },
    answer: { status: 201, description: 'The session token and the new account', schema: signedIn },
    errors: [403, 409, 429],
    handle: (caller, { body }) => caller.auth.register(body),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/auth/user',
    summary: 'The signed-in account',
    tag: 'Auth',
    procedure: 'auth.me',
    answer: { description: 'The account the token belongs to', schema: sessionUser },
    handle: (caller) => caller.auth.me(),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/auth/logout',
    summary: 'Sign out',
    description: 'Ends the session of the token sent.',
    tag: 'Auth',
    procedure: 'auth.logout',
    answer: { description: 'The session is over', schema: z.object({ ok: z.literal(true) }) },
    handle: (caller) => caller.auth.logout(),
  }),
  defineRoute({
    // The server login path: the staff sign-in screen, keeping where to go next.
    method: 'GET',
    url: '/api/login',
    summary: 'Go to the staff sign-in screen',
    description: 'A browser redirect to `/auth`, which returns to `next` (a path on this site) after signing in.',
    tag: 'Auth',
    access: 'public',
    // A link people follow: other parameters (a campaign's, a cache-buster) are ignored, not refused.
    query: z.looseObject({
      // Anything but a path on this site is ignored rather than refused: this is a link people follow.
      next: z.string().optional().catch(undefined).meta({ description: 'Where to go after signing in' }),
    }),
    answer: { status: 302, description: 'Redirect to the sign-in screen' },
    handle: async (_caller, { query }, reply) => {
      const next = safeNext(query.next);
      return reply.redirect(next ? `/auth?next=${encodeURIComponent(next)}` : '/auth', 302);
    },
  }),
  defineRoute({
    // The /login portal's form: its own rules (password of 6 or more), then a normal sign-in.
    method: 'POST',
    url: '/api/login',
    summary: 'Sign in from the staff portal',
    description: 'As `POST /api/auth/login`, with the portal’s rule of a password of 6 or more characters.',
    tag: 'Auth',
    procedure: 'auth.login',
    body: loginPortalSchema(),
    example: { email: 'manager@shop.example', password: 'correct horse battery' },
    answer: { description: 'The session token and the account, or a ticket for the second step', schema: passwordStep },
    errors: [401, 429],
    handle: (caller, { body }) => caller.auth.login(body),
  }),
];
