import { loginSchema, registerSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { authedProcedure, publicProcedure } from '../trpc/init.ts';
import { register, signIn } from './auth.service.ts';
import { deleteSession } from './sessions.ts';

export const authRouter = {
  login: publicProcedure
    .input(loginSchema())
    .mutation(({ ctx, input }) =>
      signIn(ctx.em, input, { ip: ctx.ip, userAgent: ctx.userAgent, limits: ctx.infra.limits, config: ctx.config }),
    ),
  register: publicProcedure
    .input(registerSchema())
    .mutation(({ ctx, input }) =>
      register(ctx.em, input, { ip: ctx.ip, userAgent: ctx.userAgent, limits: ctx.infra.limits, config: ctx.config }),
    ),
  logout: authedProcedure.mutation(async ({ ctx }) => {
    await deleteSession(ctx.em, ctx.token);
    return { ok: true };
  }),
  me: authedProcedure.query(({ ctx }) => ctx.user),
} satisfies TRPCRouterRecord;
