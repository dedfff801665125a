import {
  ConnectionException,
  DriverException,
  NotFoundError as EntityNotFound,
  ForeignKeyConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import {
  englishMessages,
  REFUSALS,
  type RefusalBody,
  type RefusalIssue,
  type RefusalReason,
  type ValidationMessageKey,
} from '@shop/contract';
import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { Refusal } from './refusal.ts';

/**
 * The one place that decides what an error looks like to a client: its tRPC code (and so its HTTP
 * status), its reason (the contract's code the screens translate) and its English message.
 * Internals never leave the server.
 */

/** Each HTTP status a refusal's reason comes with (`REFUSALS`), as tRPC names it; tRPC gives the status back. */
const CODE_OF_STATUS: Record<(typeof REFUSALS)[RefusalReason]['status'], TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

export type FieldIssue = RefusalIssue;

/** A TRPCError that knows its reason; every error `toTRPCError` answers is one, or one tRPC raised itself. */
class ReasonedError extends TRPCError {
  readonly reason: RefusalReason;
  constructor(opts: { code: TRPC_ERROR_CODE_KEY; reason: RefusalReason; message: string; cause?: unknown }) {
    super({ code: opts.code, message: opts.message, cause: opts.cause });
    this.reason = opts.reason;
  }
}

const refuse = (reason: RefusalReason, message: string, cause: unknown) =>
  new ReasonedError({ code: CODE_OF_STATUS[REFUSALS[reason].status], reason, message, cause });

/**
 * The reason of an answer with no reason of its own: an error Fastify raised (a body too large,
 * of a type no route takes, unreadable) or tRPC did (an unknown procedure, too many calls in a batch).
 */
export function reasonOfStatus(status: number): RefusalReason {
  if (status >= 500) return status === 503 ? 'service-unavailable' : 'internal-error';
  return (
    (
      {
        401: 'not-signed-in',
        403: 'forbidden',
        404: 'not-found',
        408: 'request-timeout',
        413: 'body-too-large',
        415: 'unsupported-content-type',
        429: 'rate-limited',
      } as const
    )[status] ?? 'bad-request'
  );
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

// Messages a person may read: the contract's dictionary, each known by its key (the contract's test
// holds every message to different words). Anything else zod wrote (types, regexes, limits) is
// replaced, so no client ever sees how the validation is built.
const KEY_OF_MESSAGE = new Map<string, ValidationMessageKey>(
  (Object.entries(englishMessages) as [ValidationMessageKey, string][]).map(([key, text]) => [text, key]),
);

function specKey(issue: ZodError['issues'][number]): ValidationMessageKey {
  if (issue.code === 'unrecognized_keys') return 'unknownField';
  const key = KEY_OF_MESSAGE.get(issue.message);
  if (key) return key;
  // zod says "received undefined" when a key is missing altogether.
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) return 'required';
  return 'invalidValue';
}

const fieldIssue = (path: string, key: ValidationMessageKey): FieldIssue => ({
  path,
  message: englishMessages[key],
  key,
});

export function zodIssues(error: ZodError): FieldIssue[] {
  return error.issues.flatMap((i) =>
    // zod reports the fields an object doesn't take on the object: each one gets its own issue, named.
    i.code === 'unrecognized_keys'
      ? i.keys.map((key) => fieldIssue([...i.path, key].join('.'), specKey(i)))
      : [fieldIssue(i.path.join('.'), specKey(i))],
  );
}

function badInput(error: ZodError): ReasonedError {
  const first = error.issues[0];
  return refuse('invalid-input', englishMessages[first ? specKey(first) : 'invalidValue'], error);
}

/**
 * Input PostgreSQL refuses to take: a NUL byte in a parameter (08P01, "invalid message format"),
 * or a "data exception" (22xxx: bad encoding, a value too long or out of range). The schemas stop
 * these first; if one slips through, it is still the client's input, so 400, not 500.
 */
function refusedByDatabase(error: unknown): ValidationMessageKey | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '08P01') return 'invalidCharacters';
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
      if (code === '22021' || code === '22P05') return 'invalidCharacters';
      if (code === '22001') return 'tooLong';
      return 'invalidValue';
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Turns anything thrown while serving a request into the error the client should see. */
export function toTRPCError(error: unknown): TRPCError {
  // An answer that breaks its procedure's `.output()` (tRPC's words) is the server's fault: a 500.
  if (error instanceof TRPCError && error.message === 'Output validation failed') return error;
  const cause = error instanceof TRPCError && error.code === 'INTERNAL_SERVER_ERROR' ? (error.cause ?? error) : error;
  // tRPC's own input check wraps the ZodError, with the whole issue list as its message.
  if (cause instanceof TRPCError && cause.cause instanceof ZodError) return badInput(cause.cause);
  // A body or input that isn't JSON: the parser's own words would name its internals.
  if (cause instanceof TRPCError && (cause.code === 'PARSE_ERROR' || cause.cause instanceof SyntaxError)) {
    return new ReasonedError({ code: cause.code, reason: 'bad-request', message: UNREADABLE, cause });
  }
  if (cause instanceof TRPCError) return cause;
  if (cause instanceof Refusal) return refuse(cause.reason, cause.message, cause);
  if (cause instanceof ZodError) return badInput(cause);
  if (databaseTrouble(cause)) return refuse('service-unavailable', DATABASE_UNAVAILABLE, cause);
  if (cause instanceof EntityNotFound) return refuse('not-found', 'Not found', cause);
  if (cause instanceof UniqueConstraintViolationException) {
    return refuse('already-exists', 'That already exists', cause);
  }
  if (cause instanceof ForeignKeyConstraintViolationException) {
    return refuse('still-in-use', 'That is still in use', cause);
  }
  const refused = cause instanceof DriverException ? refusedByDatabase(cause) : undefined;
  if (refused) return refuse('invalid-input', englishMessages[refused], cause);
  return refuse('internal-error', INTERNAL, cause);
}

/** The reason of a mapped error: its own, or (raised by tRPC itself) the one its status stands for. */
function reasonOf(error: TRPCError): RefusalReason {
  return error instanceof ReasonedError ? error.reason : reasonOfStatus(httpStatus(error));
}

/** The JSON body of an error: `{ message, reason, issues? }`. */
export function errorBody(error: TRPCError): RefusalBody {
  if (error.code === 'INTERNAL_SERVER_ERROR') return { message: INTERNAL, reason: 'internal-error' };
  const body: RefusalBody = { message: error.message, reason: reasonOf(error) };
  if (error.cause instanceof ZodError) return { ...body, issues: zodIssues(error.cause) };
  if (error.cause instanceof Refusal && error.cause.issue) {
    return { ...body, issues: [fieldIssue(error.cause.issue.field, error.cause.issue.key)] };
  }
  return body;
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

/** A 429's wait in seconds, for its Retry-After header. */
export function retryAfterOf(error: TRPCError): number | undefined {
  return error.cause instanceof Refusal ? error.cause.retryAfterSeconds : undefined;
}

/** Sends an error from a REST adapter, with the same status and body tRPC would give. */
export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const mapped = toTRPCError(error);
  const status = httpStatus(mapped);
  if (status >= 500) noteFailure(reply.request, status, mapped.cause ?? mapped);
  const retryAfter = retryAfterOf(mapped);
  if (retryAfter) reply.header('retry-after', String(retryAfter));
  return reply.status(status).send(errorBody(mapped));
}
