import {
  ConnectionException,
  DriverException,
  ForeignKeyConstraintViolationException,
  NotFoundError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { TooManyRequestsError } from './rate-limits/attempts.ts';

/**
 * The one place that decides what an error looks like to a client: its tRPC code (and so its HTTP
 * status) and its message. Internals never leave the server.
 */

export interface FieldIssue {
  path: string;
  message: string;
}

export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';
const INTERNAL = 'Something went wrong on our side. Please try again.';

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

function isDatabaseDown(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    if (e instanceof ConnectionException) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(message)
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function zodIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** Turns anything thrown while serving a request into the error the client should see. */
export function toTRPCError(error: unknown): TRPCError {
  const cause = error instanceof TRPCError && error.code === 'INTERNAL_SERVER_ERROR' ? (error.cause ?? error) : error;
  if (cause instanceof TRPCError) return cause;
  if (cause instanceof TooManyRequestsError) {
    return new TRPCError({ code: 'TOO_MANY_REQUESTS', message: cause.message, cause });
  }
  if (cause instanceof ZodError) {
    return new TRPCError({ code: 'BAD_REQUEST', message: cause.issues[0]?.message ?? 'Invalid input', cause });
  }
  if (isDatabaseDown(cause))
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, cause });
  if (cause instanceof NotFoundError) return new TRPCError({ code: 'NOT_FOUND', message: 'Not found', cause });
  if (cause instanceof UniqueConstraintViolationException) {
    return new TRPCError({ code: 'CONFLICT', message: 'That already exists', cause });
  }
  if (cause instanceof ForeignKeyConstraintViolationException) {
    return new TRPCError({ code: 'CONFLICT', message: 'That is still in use', cause });
  }
  if (cause instanceof DriverException)
    return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: INTERNAL, cause });
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: INTERNAL, cause });
}

/** The JSON body of an error: `{ message, issues? }`. */
export function errorBody(error: TRPCError): { message: string; issues?: FieldIssue[] } {
  const message = error.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL : error.message;
  return error.cause instanceof ZodError ? { message, issues: zodIssues(error.cause) } : { message };
}

export function httpStatus(error: TRPCError): number {
  return getHTTPStatusCodeFromError(error);
}

/** Sends an error from a REST adapter, with the same status and body tRPC would give. */
export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const mapped = toTRPCError(error);
  const status = httpStatus(mapped);
  if (status >= 500 && status !== 503) reply.log.error({ err: mapped.cause ?? mapped }, 'request failed');
  const retryAfter = (mapped.cause as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  if (retryAfter) reply.header('retry-after', String(retryAfter));
  return reply.status(status).send(errorBody(mapped));
}
