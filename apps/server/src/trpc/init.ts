import { ROLES, type Role } from '@shop/contract';
import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import type { SessionUser } from '../auth/sessions.ts';
import { ForbiddenError, NotSignedInError, TooManyRequestsError } from '../domain-errors.ts';
import { errorBody, toTRPCError } from '../errors.ts';
import type { Context } from './context.ts';

// --- init -------------------------------------------------------------------------------------

/** Who may call a procedure: anyone, any signed-in account, or a staff role and those above it. */
export type Access = 'public' | 'signed-in' | Exclude<Role, 'user'>;

/**
 * What a procedure declares about itself. Its access is written once, by the builder it starts
 * from (`managerProcedure`...): the tRPC door enforces it, and the REST adapter over the procedure
 * reads it from here for its own guard and the API reference.
 */
export interface ProcedureMeta {
  access: Access;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    // Errors raised outside a procedure (unreadable input, unknown path) come here unmapped.
    errorFormatter({ shape, error }) {
      const body = errorBody(toTRPCError(error));
      const { code, httpStatus, path } = shape.data;
      return {
        ...shape,
        message: body.message,
        data: { code, httpStatus, path, reason: body.reason, issues: body.issues ?? null },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

// --- procedures -------------------------------------------------------------------------------

/** Maps every error (database down, constraint, validation) the same way for tRPC and REST. */
const mapErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) return result;
  const error = toTRPCError(result.error);
  if (error.cause instanceof TooManyRequestsError) {
    ctx.reply.header('retry-after', String(error.cause.retryAfterSeconds));
  }
  throw error;
});

/** The smallest role an access lets in (any signed-in account has at least the lowest). */
const minimumRole = (access: Exclude<Access, 'public'>): Role => (access === 'signed-in' ? ROLES[0] : access);

/**
 * Throws the refusal for a caller the access doesn't let in. The procedures and the REST adapters
 * both ask here, so a path's role is decided in one place. Roles rank in the order `ROLES` lists them.
 */
export function requireAccess(
  ctx: Pick<Context, 'user' | 'token'>,
  access: Exclude<Access, 'public'>,
): asserts ctx is { user: SessionUser; token: string } {
  if (!ctx.user || !ctx.token) throw new NotSignedInError('not-signed-in', 'Unauthorized');
  if (ROLES.indexOf(ctx.user.role) < ROLES.indexOf(minimumRole(access))) {
    throw new ForbiddenError('forbidden', 'You do not have access to this');
  }
}

/** Enforces the access the procedure's meta declares, whatever builder set it. */
const guard = t.middleware(({ ctx, meta, next }) => {
  if (meta?.access !== 'public') requireAccess(ctx, meta?.access ?? 'manager');
  return next();
});

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure.meta({ access: 'public' }).use(mapErrors).use(guard);

/** Past the guard a signed-in procedure has its account: says so to the types. */
const signedIn = t.middleware(({ ctx, next }) => {
  requireAccess(ctx, 'signed-in');
  return next({ ctx: { ...ctx, user: ctx.user, token: ctx.token } });
});

/** Any signed-in staff member, whatever the role. */
export const authedProcedure = publicProcedure.meta({ access: 'signed-in' }).use(signedIn);
/** Supervisors and managers: appointments and messages. */
export const staffProcedure = publicProcedure.meta({ access: 'supervisor' }).use(signedIn);
/** Managers only: parts, carousel, deleting messages. */
export const managerProcedure = publicProcedure.meta({ access: 'manager' }).use(signedIn);
