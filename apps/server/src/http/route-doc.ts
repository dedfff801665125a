import type { z } from 'zod';
import type { Access } from '../trpc/init.ts';
import type { ErrorStatus, Method, Tag } from '../trpc/rest-door.ts';

export { TAGS } from '../trpc/rest-door.ts';
export type { Access, ErrorStatus, Method, Tag };

/**
 * What the API reference says about one HTTP path. The REST paths are made from their procedures'
 * doors (`http/rest.ts`); the other paths (uploads, health) declare it beside their handlers.
 * `/api/openapi.json` is built from these and nothing else. Every error answers the body
 * `{ message, reason, issues? }` (`errors.ts`).
 */

export interface RouteAnswer {
  /** 200 unless stated (201 for creations, 204 for no body, 302 for a redirect). */
  status?: number;
  description: string;
  /** The JSON answer's shape; none for a redirect or a file. */
  schema?: z.ZodType;
  /** Not JSON: the answer's media type (its body is then described as bytes). */
  contentType?: string;
}

export interface RouteDoc {
  method: Method;
  /** Fastify's form, `:id` for a path parameter. */
  url: string;
  summary: string;
  description?: string;
  tag: Tag;
  /** Who may call it: for a REST path, the access its procedure declares. */
  access: Access;
  /** Also open to a session that may only set up a second factor: for a REST path, from its procedure's meta. */
  duringEnrolment?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** A body the server accepts, shown in the reference. */
  example?: unknown;
  /** A body of raw bytes instead of JSON, with the media types it may have. */
  rawBody?: { contentTypes: string[]; description: string };
  answer: RouteAnswer;
  /**
   * Errors beyond those the declaration already implies (400 for input, 401 and 403 for access,
   * 404 for a path parameter, 500 always).
   */
  errors?: ErrorStatus[];
}
