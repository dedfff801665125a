import type { z } from 'zod';
import type { Access } from '../trpc/init.ts';

export type { Access };

/**
 * What the API reference says about one HTTP path. The REST adapters declare it with their
 * schemas (and parse with the same schemas); the other paths (uploads, health) declare it beside
 * their handlers. `/api/openapi.json` is built from these and nothing else.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The reference groups paths by these, in this order. */
export const TAGS = {
  Auth: 'Signing in and out, the signed-in account',
  Parts: 'The public parts catalogue and the managers’ inventory',
  Carousel: 'Home-page images and their upload',
  Messages: 'The contact form and the staff inbox',
  Appointments: 'Appointments for the staff dashboard',
  Reviews: 'Customers’ reviews: the review link, moderation and the published testimonials',
  Shop: 'The shop’s public facts',
  Management: 'What managers run: the shop’s settings, staff accounts, services and bilingual content',
  System: 'Health checks, stored images and this reference',
} as const;
export type Tag = keyof typeof TAGS;

/** Error statuses a path can answer, each with the `{ message, issues? }` body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

export interface RouteAnswer {
  /** 200 unless stated (201 for creations, 302 for a redirect). */
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
  /** Who may call it: for an adapter, the access its procedure declares (see `defineRoute`). */
  access: Access;
  /** Also open to a session that may only set up a second factor: for an adapter, from its procedure's meta. */
  duringEnrolment?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
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
