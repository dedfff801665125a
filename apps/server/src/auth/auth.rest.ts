import { loginPortalSchema, loginSchema, ROLES, registerSchema, safeNext } from '@shop/contract';
import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';

const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
});

const signedIn = z.object({
  token: z.string().meta({ description: 'Send it as `Authorization: Bearer <token>` on later calls' }),
  user: sessionUser,
});

export const authRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/auth/login',
    summary: 'Sign in',
    description:
      'Answers a session token for the `Authorization: Bearer` header, and sets a signed device cookie for the account ' +
      '(`shop_device_…`, HttpOnly): a browser sending it later is judged by its own failures, not by the ' +
      'account-wide limit a stranger can spend (README, Security). Attempts are rate limited (429 with Retry-After).',
    tag: 'Auth',
    procedure: 'auth.login',
    body: loginSchema(),
    example: { email: 'manager@shop.example', password: 'correct horse battery' },
    answer: { description: 'The session token and the account', schema: signedIn },
    errors: [401, 429],
    handle: (caller, { body }) => caller.auth.login(body),
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
    answer: { description: 'The session token and the account', schema: signedIn },
    errors: [401, 429],
    handle: (caller, { body }) => caller.auth.login(body),
  }),
];
