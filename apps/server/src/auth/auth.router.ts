import { loginSchema, registerSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { auditByCaller, recordAuditEvent } from '../audit/audit-trail.ts';
import type { Context } from '../trpc/context.ts';
import { authedProcedure, publicProcedure } from '../trpc/init.ts';
import { register, type SignInMeta, signIn } from './auth.service.ts';
import { cookieFrom, deviceCookieHeader, deviceSecret } from './device-cookies.ts';
import { deleteSession } from './sessions.ts';

/** What a sign-in reads from and writes to this request, whichever door (tRPC or REST) it came by. */
function signInMeta(ctx: Context): SignInMeta {
  // The answer carries a new session token: never kept by a cache.
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

export const authRouter = {
  login: publicProcedure.input(loginSchema()).mutation(({ ctx, input }) => signIn(ctx.em, input, signInMeta(ctx))),
  register: publicProcedure
    .input(registerSchema())
    .mutation(({ ctx, input }) =>
      register(ctx.em, input, { ip: ctx.ip, userAgent: ctx.userAgent, limits: ctx.infra.limits, config: ctx.config }),
    ),
  logout: authedProcedure.mutation(async ({ ctx }) => {
    await deleteSession(ctx.em, ctx.token);
    await recordAuditEvent(ctx.em, auditByCaller(ctx), { action: 'sign-out', target: { kind: 'session' } });
    return { ok: true };
  }),
  me: authedProcedure.query(({ ctx }) => ctx.user),
} satisfies TRPCRouterRecord;
