import { ROLES, type Role } from '@shop/contract';
import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { errorBody, retryAfterOf, toTRPCError } from '../errors.ts';
import { Refusal } from '../refusal.ts';
import type { Context } from './context.ts';
import { depsOf, signedInDeps } from './deps.ts';
import type { RestDoor } from './rest-door.ts';
import type { CurrentSession, SessionUser } from './session.ts';

// --- init -------------------------------------------------------------------------------------

/** Who may call a procedure: anyone, any signed-in account, or a staff role and those above it. */
export type Access = 'public' | 'signed-in' | Exclude<Role, 'user'>;

/**
 * What a procedure declares about itself. Its access is written once, by the builder it starts
 * from (`managerProcedure`...): the tRPC door enforces it, and the REST adapter over the procedure
 * reads it from here for its own guard and the API reference.
 */
export interface ProcedureMeta {
  /** Set by the builder a procedure starts from; a procedure's own `.meta()` adds to it. */
  access?: Access;
  /** Also open to a session that may only set up a second factor (the enrolment screen's calls). */
  duringEnrolment?: boolean;
  /** Its REST path, from which the adapter and the OpenAPI document are made (`http/rest.ts`). */
  rest?: RestDoor;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    // The dashboard's live stream (live/): a comment every 20 s keeps proxies from cutting it, and a
    // client that hears nothing for 50 s (a laptop waking up) opens it again, resuming where it was.
    sse: { ping: { enabled: true, intervalMs: 20_000 }, client: { reconnectAfterInactivityMs: 50_000 } },
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
  const retryAfter = retryAfterOf(error);
  if (retryAfter) ctx.reply.header('retry-after', String(retryAfter));
  throw error;
});

/** The smallest role an access lets in (any signed-in account has at least the lowest). */
const minimumRole = (access: Exclude<Access, 'public'>): Role => (access === 'signed-in' ? ROLES[0] : access);

/**
 * Throws the refusal for a caller the access doesn't let in. The procedures and the REST adapters
 * both ask here, so a path's role is decided in one place. Roles rank in the order `ROLES` lists them.
 */
export function requireAccess(
  ctx: Pick<Context, 'user' | 'token' | 'session'>,
  access: Exclude<Access, 'public'>,
  opts: { duringEnrolment?: boolean | undefined } = {},
): asserts ctx is { user: SessionUser; token: string; session: CurrentSession } {
  if (!ctx.user || !ctx.token || !ctx.session) throw new Refusal('not-signed-in', 'Unauthorized');
  // A staff member who must have a second factor and has none can do nothing else until it is set up.
  if (ctx.session.stage === 'enrolment' && !opts.duringEnrolment) {
    throw new Refusal('two-factor-enrolment-required', 'Set up a second factor first');
  }
  if (ROLES.indexOf(ctx.user.role) < ROLES.indexOf(minimumRole(access))) {
    throw new Refusal('forbidden', 'You do not have access to this');
  }
}

/** Enforces the access the procedure's meta declares, whatever builder set it. */
const guard = t.middleware(({ ctx, meta, next }) => {
  if (meta?.access !== 'public') requireAccess(ctx, meta?.access ?? 'manager', meta ?? {});
  return next();
});

/** Hands the procedure its deps (deps.ts), made once per call. */
const withDeps = t.middleware(({ ctx, next }) => next({ ctx: { deps: depsOf(ctx) } }));

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure.meta({ access: 'public' }).use(mapErrors).use(guard).use(withDeps);

/** Past the guard a signed-in procedure has its account: says so to the types, its deps too. */
const signedInProcedure = publicProcedure.use(({ ctx, meta, next }) => {
  requireAccess(ctx, 'signed-in', meta ?? {});
  return next({ ctx: { user: ctx.user, token: ctx.token, session: ctx.session, deps: signedInDeps(ctx.deps) } });
});

/** Any signed-in staff member, whatever the role. */
export const authedProcedure = signedInProcedure.meta({ access: 'signed-in' });
/**
 * Any signed-in staff member, also one whose session is for enrolment only: setting up a second
 * factor, and what the enrolment screen shows.
 */
export const enrolmentProcedure = signedInProcedure.meta({ access: 'signed-in', duringEnrolment: true });
/** Supervisors and managers: appointments and messages. */
export const supervisorProcedure = signedInProcedure.meta({ access: 'supervisor' });
/** Managers only: parts, carousel, deleting messages. */
export const managerProcedure = signedInProcedure.meta({ access: 'manager' });
