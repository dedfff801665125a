import { loginSchema, passkeyAnswerSchema, registerSchema, secondFactorSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { auditByCaller, recordAuditEvent } from '../audit/audit-trail.ts';
import type { Context } from '../trpc/context.ts';
import { authedProcedure, enrolmentProcedure, publicProcedure } from '../trpc/init.ts';
import { register, type SignInMeta, signIn } from './auth.service.ts';
import { cookieFrom, deviceCookieHeader, deviceSecret } from './device-cookies.ts';
import {
  finishWithCode,
  finishWithPasskey,
  passkeySignInOptions,
  signInWithPasskey,
  ticketPasskeyOptions,
} from './second-factor.ts';
import { deleteSession } from './sessions.ts';

/** What a sign-in reads from and writes to this request, whichever door (tRPC or REST) it came by. */
function signInMeta(ctx: Context): SignInMeta {
  // The answer carries a new session token (or a ticket for one): never kept by a cache.
  ctx.reply.header('cache-control', 'no-store');
  const secure = ctx.req.protocol === 'https';
  return {
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    limits: ctx.infra.limits,
    config: ctx.config,
    cookies: {
      read: (name) => cookieFrom(ctx.req.headers.cookie, name),
      set: (name, value, maxAge) => {
        ctx.reply.header('set-cookie', deviceCookieHeader(name, value, maxAge, secure));
      },
    },
    audit: auditByCaller(ctx),
    deviceSecret: () => deviceSecret(ctx.em, ctx.infra),
    now: ctx.infra.now(),
  };
}

export const ticketInput = z.strictObject({ ticket: z.string().max(200) });

export const authRouter = {
  /** The password; answers the session, or a ticket for the second step (`mfaRequired`). */
  login: publicProcedure.input(loginSchema()).mutation(({ ctx, input }) => signIn(ctx.em, input, signInMeta(ctx))),
  /** The second step with a code from the app or a recovery code. */
  secondFactor: publicProcedure
    .input(secondFactorSchema())
    .mutation(({ ctx, input }) => finishWithCode(ctx.em, input, signInMeta(ctx))),
  /** The second step with a passkey: its challenge, then its answer. */
  secondFactorPasskeyOptions: publicProcedure
    .input(ticketInput)
    .mutation(({ ctx, input }) => ticketPasskeyOptions(ctx.em, input.ticket, ctx.config)),
  secondFactorPasskey: publicProcedure
    .input(passkeyAnswerSchema())
    .mutation(({ ctx, input }) => finishWithPasskey(ctx.em, input, signInMeta(ctx))),
  /** Signing in with a passkey alone: a challenge and its ticket, then the answer. */
  passkeyOptions: publicProcedure.mutation(({ ctx }) => passkeySignInOptions(ctx.em, signInMeta(ctx))),
  passkeyLogin: publicProcedure
    .input(passkeyAnswerSchema())
    .mutation(({ ctx, input }) => signInWithPasskey(ctx.em, input, signInMeta(ctx))),
  register: publicProcedure
    .input(registerSchema())
    .mutation(({ ctx, input }) =>
      register(ctx.em, input, { ip: ctx.ip, userAgent: ctx.userAgent, limits: ctx.infra.limits, config: ctx.config }),
    ),
  /** Signing out also works for a session that may only enrol. */
  logout: enrolmentProcedure.mutation(async ({ ctx }) => {
    await deleteSession(ctx.em, ctx.token);
    await recordAuditEvent(ctx.em, auditByCaller(ctx), { action: 'sign-out', target: { kind: 'session' } });
    return { ok: true };
  }),
  me: authedProcedure.query(({ ctx }) => ctx.user),
} satisfies TRPCRouterRecord;
