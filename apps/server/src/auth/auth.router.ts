import {
  loginPortalSchema,
  loginSchema,
  passkeyAnswerSchema,
  registerSchema,
  safeNext,
  secondFactorSchema,
} from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import type { Context } from '../trpc/context.ts';
import type { Deps } from '../trpc/deps.ts';
import { authedProcedure, enrolmentProcedure, publicProcedure } from '../trpc/init.ts';
import { redirectAnswer } from '../trpc/rest-door.ts';
import { ok, passwordStep, sessionUser, signedIn, signInOptions } from './auth.answers.ts';
import { register, signIn, signOut } from './auth.service.ts';
import { cookieFrom, deviceCookieHeader, deviceSecret } from './device-cookies.ts';
import {
  finishWithCode,
  finishWithPasskey,
  passkeySignInOptions,
  signInWithPasskey,
  ticketPasskeyOptions,
} from './second-factor.ts';
import type { SignInDeps } from './sign-in-deps.ts';

/** A sign-in's deps: the request's, and the browser's cookies, whichever door (tRPC or REST) it came by. */
function signInDeps(ctx: Context & { deps: Deps }): SignInDeps {
  // The answer carries a new session token (or a ticket for one): never kept by a cache.
  ctx.reply.header('cache-control', 'no-store');
  const secure = ctx.req.protocol === 'https';
  return {
    ...ctx.deps,
    cookies: {
      read: (name) => cookieFrom(ctx.req.headers.cookie, name),
      set: (name, value, maxAge) => {
        ctx.reply.header('set-cookie', deviceCookieHeader(name, value, maxAge, secure));
      },
    },
    deviceSecret: () => deviceSecret(ctx.em, ctx.infra),
  };
}

export const ticketInput = z.strictObject({ ticket: z.string().max(200) });

const passkeyAnswerExample = {
  ticket: 'ticket-from-the-options',
  response: { id: 'credential-id', rawId: 'credential-id', type: 'public-key' as const, response: {} },
};
const passkeySignedIn = 'The session token and the account';

export const authRouter = {
  /** The password; answers the session, or a ticket for the second step (`mfaRequired`). */
  login: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/login',
        summary: 'Sign in',
        description:
          'Answers a session token for the `Authorization: Bearer` header, or, for an account with a second ' +
          'factor, `{ mfaRequired: true, ticket, methods }`: then send the ticket with a code to ' +
          '`POST /api/auth/login/second-factor`. A completed sign-in sets a signed device cookie for the account ' +
          '(`shop_device_…`, HttpOnly): a browser sending it later is judged by its own failures, not by the ' +
          'account-wide limit a stranger can spend (README, Security). Attempts are rate limited (429 with Retry-After).',
        tag: 'Auth',
        answers: 'The session token and the account, or a ticket for the second step',
        errors: [401, 429],
        example: { email: 'manager@shop.example', password: 'correct horse battery' },
      },
    })
    .input(loginSchema())
    .output(passwordStep)
    .mutation(({ ctx, input }) => signIn(signInDeps(ctx), input)),
  /** The /login portal's form: its own rule (a password of 6 or more), then a normal sign-in. */
  portalLogin: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/login',
        summary: 'Sign in from the staff portal',
        description: 'As `POST /api/auth/login`, with the portal’s rule of a password of 6 or more characters.',
        tag: 'Auth',
        answers: 'The session token and the account, or a ticket for the second step',
        errors: [401, 429],
        example: { email: 'manager@shop.example', password: 'correct horse battery' },
      },
    })
    .input(loginPortalSchema())
    .output(passwordStep)
    .mutation(({ ctx, input }) => signIn(signInDeps(ctx), input)),
  /** The server login path: a link to the staff sign-in screen, keeping where to go next. */
  signInLink: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/login',
        status: 302,
        summary: 'Go to the staff sign-in screen',
        description: 'A browser redirect to `/auth`, which returns to `next` (a path on this site) after signing in.',
        tag: 'Auth',
        answers: 'Redirect to the sign-in screen',
      },
    })
    // A link people follow: other parameters (a campaign's, a cache-buster) are ignored, not refused,
    // and a `next` that is no path on this site is dropped.
    .input(
      z
        .looseObject({
          next: z.string().optional().catch(undefined).meta({ description: 'Where to go after signing in' }),
        })
        .default({}),
    )
    .output(redirectAnswer)
    .query(({ input }) => {
      const next = safeNext(input.next);
      return { location: next ? `/auth?next=${encodeURIComponent(next)}` : '/auth' };
    }),
  /** The second step with a code from the app or a recovery code. */
  secondFactor: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/login/second-factor',
        summary: 'Finish signing in with a code',
        description:
          'The ticket from `POST /api/auth/login` and a 6-digit code from the authenticator app (each code works ' +
          'once, within 30 seconds either side) or an unused recovery code. Wrong codes are rate limited per account; ' +
          'a ticket takes five.',
        tag: 'Auth',
        answers: passkeySignedIn,
        errors: [401, 429],
        example: { ticket: 'ticket-from-the-login', code: '123456' },
      },
    })
    .input(secondFactorSchema())
    .output(signedIn)
    .mutation(({ ctx, input }) => finishWithCode(signInDeps(ctx), input)),
  /** The second step with a passkey: its challenge, then its answer. */
  secondFactorPasskeyOptions: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/login/second-factor/passkey-options',
        summary: 'Passkey challenge for the second step',
        tag: 'Auth',
        answers: 'Options for `navigator.credentials.get()` (PublicKeyCredentialRequestOptionsJSON)',
        errors: [401],
        example: { ticket: 'ticket-from-the-login' },
      },
    })
    .input(ticketInput)
    .output(signInOptions)
    .mutation(({ ctx, input }) => ticketPasskeyOptions(ctx.deps, input)),
  secondFactorPasskey: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/login/second-factor/passkey',
        summary: 'Finish signing in with a passkey',
        tag: 'Auth',
        answers: passkeySignedIn,
        errors: [401, 429],
        example: passkeyAnswerExample,
      },
    })
    .input(passkeyAnswerSchema())
    .output(signedIn)
    .mutation(({ ctx, input }) => finishWithPasskey(signInDeps(ctx), input)),
  /** Signing in with a passkey alone: a challenge and its ticket, then the answer. */
  passkeyOptions: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/passkey/options',
        summary: 'Passkey challenge to sign in without a password',
        description: 'A passkey that verifies its user (PIN, biometrics) is two factors by itself.',
        tag: 'Auth',
        answers: 'The challenge’s ticket and the options for `navigator.credentials.get()`',
      },
    })
    .output(z.object({ ticket: z.string(), options: signInOptions }))
    .mutation(({ ctx }) => passkeySignInOptions(signInDeps(ctx))),
  passkeyLogin: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/passkey',
        summary: 'Sign in with a passkey',
        tag: 'Auth',
        answers: passkeySignedIn,
        errors: [401, 429],
        example: passkeyAnswerExample,
      },
    })
    .input(passkeyAnswerSchema())
    .output(signedIn)
    .mutation(({ ctx, input }) => signInWithPasskey(signInDeps(ctx), input)),
  register: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/register',
        status: 201,
        summary: 'Create an account',
        description: 'Only when the shop has turned registration on (403 otherwise); the account gets the role `user`.',
        tag: 'Auth',
        answers: 'The session token and the new account',
        errors: [403, 409, 429],
        example: {
          email: 'ana@shop.example',
          password: 'correct horse battery',
          confirmPassword: 'correct horse battery',
          firstName: 'Ana',
          lastName: 'Diaz',
        },
      },
    })
    .input(registerSchema())
    .output(signedIn)
    .mutation(({ ctx, input }) => register(ctx.deps, input)),
  /** Signing out also works for a session that may only enrol. */
  logout: enrolmentProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/auth/logout',
        summary: 'Sign out',
        description: 'Ends the session of the token sent.',
        tag: 'Auth',
        answers: 'The session is over',
      },
    })
    .output(ok)
    .mutation(({ ctx }) => signOut(ctx.deps)),
  me: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/auth/user',
        summary: 'The signed-in account',
        tag: 'Auth',
        answers: 'The account the token belongs to',
      },
    })
    .output(sessionUser)
    .query(({ ctx }) => ctx.user),
} satisfies TRPCRouterRecord;
