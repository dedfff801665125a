import { loginSchema, passkeyAnswerSchema, registerSchema, secondFactorSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import type { Context } from '../trpc/context.ts';
import { authedProcedure, enrolmentProcedure, publicProcedure } from '../trpc/init.ts';
import { register, signIn } from './auth.service.ts';
import {
  finishWithCode,
  finishWithPasskey,
  passkeySignInOptions,
  type RequestMeta,
  signInWithPasskey,
  ticketPasskeyOptions,
} from './second-factor.ts';
import { deleteSession } from './sessions.ts';

const meta = (ctx: Context): RequestMeta => ({
  ip: ctx.ip,
  userAgent: ctx.userAgent,
  limits: ctx.infra.limits,
  config: ctx.config,
  log: ctx.req.log,
  now: ctx.infra.now,
});

export const ticketInput = z.strictObject({ ticket: z.string().max(200) });

export const authRouter = {
  /** The password; answers the session, or a ticket for the second step (`mfaRequired`). */
  login: publicProcedure.input(loginSchema()).mutation(({ ctx, input }) => signIn(ctx.em, input, meta(ctx))),
  /** The second step with a code from the app or a recovery code. */
  secondFactor: publicProcedure
    .input(secondFactorSchema())
    .mutation(({ ctx, input }) => finishWithCode(ctx.em, input, meta(ctx))),
  /** The second step with a passkey: its challenge, then its answer. */
  secondFactorPasskeyOptions: publicProcedure
    .input(ticketInput)
    .mutation(({ ctx, input }) => ticketPasskeyOptions(ctx.em, input.ticket, ctx.config)),
  secondFactorPasskey: publicProcedure
    .input(passkeyAnswerSchema())
    .mutation(({ ctx, input }) => finishWithPasskey(ctx.em, input, meta(ctx))),
  /** Signing in with a passkey alone: a challenge and its ticket, then the answer. */
  passkeyOptions: publicProcedure.mutation(({ ctx }) => passkeySignInOptions(ctx.em, meta(ctx))),
  passkeyLogin: publicProcedure
    .input(passkeyAnswerSchema())
    .mutation(({ ctx, input }) => signInWithPasskey(ctx.em, input, meta(ctx))),
  register: publicProcedure.input(registerSchema()).mutation(({ ctx, input }) => register(ctx.em, input, meta(ctx))),
  /** Signing out also works for a session that may only enrol. */
  logout: enrolmentProcedure.mutation(async ({ ctx }) => {
    await deleteSession(ctx.em, ctx.token);
    return { ok: true };
  }),
  me: authedProcedure.query(({ ctx }) => ctx.user),
} satisfies TRPCRouterRecord;
