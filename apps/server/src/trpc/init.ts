import type { Role } from '@shop/contract';
import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import type { CurrentSession, SessionUser } from '../auth/sessions.ts';
import { ForbiddenError, NotSignedInError, TooManyRequestsError } from '../domain-errors.ts';
import { errorBody, toTRPCError } from '../errors.ts';
import type { Context } from './context.ts';

// --- init -------------------------------------------------------------------------------------

const t = initTRPC.context<Context>().create({
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

export const publicProcedure = t.procedure.use(mapErrors);

const ROLE_RANK: Record<Role, number> = { user: 0, supervisor: 1, manager: 2 };

/**
 * Throws the refusal for a caller below `minimum` (null: any signed-in account). The procedures
 * and the REST adapters both ask here, so a path's role is decided in one place.
 */
export function requireAccess(
  ctx: Pick<Context, 'user' | 'token' | 'session'>,
  minimum: Role | null,
  opts: { enrolment?: boolean } = {},
): asserts ctx is { user: SessionUser; token: string; session: CurrentSession } {
  if (!ctx.user || !ctx.token || !ctx.session) throw new NotSignedInError('not-signed-in', 'Unauthorized');
  // A staff member who must have a second factor and has none can do nothing else until it is set up.
  if (ctx.session.stage === 'enrolment' && !opts.enrolment) {
    throw new ForbiddenError('two-factor-enrolment-required', 'Set up a second factor first');
  }
  if (minimum && ROLE_RANK[ctx.user.role] < ROLE_RANK[minimum]) {
    throw new ForbiddenError('forbidden', 'You do not have access to this');
  }
}

function requireRole(minimum: Role | null, opts: { enrolment?: boolean } = {}) {
  return t.middleware(({ ctx, next }) => {
    requireAccess(ctx, minimum, opts);
    return next({ ctx: { ...ctx, user: ctx.user, token: ctx.token, session: ctx.session } });
  });
}

/** Any signed-in staff member, whatever the role. */
export const authedProcedure = publicProcedure.use(requireRole(null));
/**
 * Any signed-in staff member, also one whose session is for enrolment only: setting up a second
 * factor, and what the enrolment screen shows.
 */
export const enrolmentProcedure = publicProcedure.use(requireRole(null, { enrolment: true }));
/** Supervisors and managers: appointments and messages. */
export const staffProcedure = publicProcedure.use(requireRole('supervisor'));
/** Managers only: parts, carousel, deleting messages. */
export const managerProcedure = publicProcedure.use(requireRole('manager'));
