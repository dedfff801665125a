import {
  ConnectionException,
  DriverException,
  NotFoundError as EntityNotFound,
  ForeignKeyConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { englishMessages } from '@shop/contract';
import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { BadInputError, DomainError, type RefusalKind } from './domain-errors.ts';

/**
 * The one place that decides what an error looks like to a client: its tRPC code (and so its HTTP
 * status) and its message. Internals never leave the server.
 */

/** Each refusal the services raise (domain-errors.ts), as tRPC names it; tRPC gives the HTTP status. */
const CODE_OF_REFUSAL: Record<RefusalKind, TRPC_ERROR_CODE_KEY> = {
  'not-signed-in': 'UNAUTHORIZED', // 401
  forbidden: 'FORBIDDEN', // 403
  expired: 'FORBIDDEN', // 403, as a signed URL past its time
  'not-found': 'NOT_FOUND', // 404
  conflict: 'CONFLICT', // 409
  'bad-input': 'BAD_REQUEST', // 400
  'too-large': 'PAYLOAD_TOO_LARGE', // 413
  'unsupported-type': 'UNSUPPORTED_MEDIA_TYPE', // 415
  'too-many-requests': 'TOO_MANY_REQUESTS', // 429, with Retry-After
};

export interface FieldIssue {
  path: string;
  message: string;
}

export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';
/** The answer while the server sheds load (http/load-shedding.ts), with 503 and Retry-After. */
export const SERVER_BUSY = 'The server is busy. Please try again shortly.';
const INTERNAL = 'Something went wrong on our side. Please try again.';
export const UNREADABLE = 'The request could not be read';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
]);

/** pg-pool's words when every connection stayed busy for the whole DB_POOL_WAIT_MS. */
const POOL_BUSY = 'timeout exceeded when trying to connect';

/**
 * Why the database could not serve a call: `unavailable` when it cannot be reached (refused,
 * dropped, too slow to connect), `busy` when it is up but every pooled connection stayed in use for
 * the whole wait. Both answer 503; they are logged apart because they call for different fixes.
 */
export type DatabaseTrouble = 'unavailable' | 'busy';

export function databaseTrouble(error: unknown): DatabaseTrouble | null {
  let unavailable = false;
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && message.includes(POOL_BUSY)) return 'busy';
    const code = (e as { code?: unknown }).code;
    if (
      e instanceof ConnectionException ||
      (typeof code === 'string' && CONNECTION_CODES.has(code)) ||
      (typeof message === 'string' && /Connection terminated|connect ECONNREFUSED/i.test(message))
    )
      unavailable = true;
    e = (e as { cause?: unknown }).cause;
  }
  return unavailable ? 'unavailable' : null;
}

// Messages a person may read: the contract's dictionary. Anything else zod wrote (types, regexes,
// limits) is replaced, so no client ever sees how the validation is built.
const SPEC_MESSAGES = new Set<string>(Object.values(englishMessages));

function specMessage(issue: ZodError['issues'][number]): string {
  if (issue.code === 'unrecognized_keys') return englishMessages.unknownField;
  if (SPEC_MESSAGES.has(issue.message)) return issue.message;
  // zod says "received undefined" when a key is missing altogether.
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) return englishMessages.required;
  return englishMessages.invalidValue;
}

export function zodIssues(error: ZodError): FieldIssue[] {
  return error.issues.flatMap((i) =>
    // zod reports the fields an object doesn't take on the object: each one gets its own issue, named.
    i.code === 'unrecognized_keys'
      ? i.keys.map((key) => ({ path: [...i.path, key].join('.'), message: specMessage(i) }))
      : [{ path: i.path.join('.'), message: specMessage(i) }],
  );
}

function badInput(error: ZodError): TRPCError {
  const first = error.issues[0];
  return new TRPCError({
    code: 'BAD_REQUEST',
    message: first ? specMessage(first) : englishMessages.invalidValue,
    cause: error,
  });
}

/**
 * Input PostgreSQL refuses to take: a NUL byte in a parameter (08P01, "invalid message format"),
 * or a "data exception" (22xxx: bad encoding, a value too long or out of range). The schemas stop
 * these first; if one slips through, it is still the client's input, so 400, not 500.
 */
function refusedByDatabase(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '08P01') return englishMessages.invalidCharacters;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
      if (code === '22021' || code === '22P05') return englishMessages.invalidCharacters;
      if (code === '22001') return englishMessages.tooLong;
      return englishMessages.invalidValue;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Turns anything thrown while serving a request into the error the client should see. */
export function toTRPCError(error: unknown): TRPCError {
  const cause = error instanceof TRPCError && error.code === 'INTERNAL_SERVER_ERROR' ? (error.cause ?? error) : error;
  // tRPC's own input check wraps the ZodError, with the whole issue list as its message.
  if (cause instanceof TRPCError && cause.cause instanceof ZodError) return badInput(cause.cause);
  // A body or input that isn't JSON: the parser's own words would name its internals.
  if (cause instanceof TRPCError && (cause.code === 'PARSE_ERROR' || cause.cause instanceof SyntaxError)) {
    return new TRPCError({ code: cause.code, message: UNREADABLE, cause });
  }
  if (cause instanceof TRPCError) return cause;
  if (cause instanceof DomainError)
    return new TRPCError({ code: CODE_OF_REFUSAL[cause.kind], message: cause.message, cause });
  if (cause instanceof ZodError) return badInput(cause);
  if (databaseTrouble(cause))
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, cause });
  if (cause instanceof EntityNotFound) return new TRPCError({ code: 'NOT_FOUND', message: 'Not found', cause });
  if (cause instanceof UniqueConstraintViolationException) {
    return new TRPCError({ code: 'CONFLICT', message: 'That already exists', cause });
  }
  if (cause instanceof ForeignKeyConstraintViolationException) {
    return new TRPCError({ code: 'CONFLICT', message: 'That is still in use', cause });
  }
  const refused = cause instanceof DriverException ? refusedByDatabase(cause) : undefined;
  if (refused) return new TRPCError({ code: 'BAD_REQUEST', message: refused, cause });
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: INTERNAL, cause });
}

/** The JSON body of an error: `{ message, issues? }`. */
export function errorBody(error: TRPCError): { message: string; issues?: FieldIssue[] } {
  const message = error.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL : error.message;
  if (error.cause instanceof ZodError) return { message, issues: zodIssues(error.cause) };
  if (error.cause instanceof BadInputError && error.cause.field) {
    return { message, issues: [{ path: error.cause.field, message }] };
  }
  return { message };
}

export function httpStatus(error: TRPCError): number {
  return getHTTPStatusCodeFromError(error);
}

/** What an operator reads in the log beside a 5xx answer. */
export function failureReason(error: unknown): string {
  switch (databaseTrouble(error)) {
    case 'busy':
      return 'database pool busy: no free connection within DB_POOL_WAIT_MS';
    case 'unavailable':
      return 'database unavailable';
    default:
      return 'internal error';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where 5xx answers are logged (http/server-errors.ts); absent, they are not. */
    logFailure?: (req: FastifyRequest, status: number, cause: unknown) => void;
  }
}

/**
 * Logs a request's 5xx answer with its cause, where the cause is known: in the door that answers
 * it (REST adapter, tRPC, Fastify's error handler, readiness), not in a hook every answer runs.
 */
export function noteFailure(req: FastifyRequest, status: number, cause: unknown): void {
  req.server.logFailure?.(req, status, cause);
}

/** Sends an error from a REST adapter, with the same status and body tRPC would give. */
export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const mapped = toTRPCError(error);
  const status = httpStatus(mapped);
  if (status >= 500) noteFailure(reply.request, status, mapped.cause ?? mapped);
  const retryAfter = (mapped.cause as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  if (retryAfter) reply.header('retry-after', String(retryAfter));
  return reply.status(status).send(errorBody(mapped));
}
