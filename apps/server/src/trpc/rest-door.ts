import { Readable } from 'node:stream';
import { z } from 'zod';

/**
 * A procedure's REST door, declared once in its meta beside the procedure: the path, method and
 * success status the REST adapter serves it at, and what the API reference says about it. The
 * answer's shape is the procedure's `.output()`; the request's, its `.input()`.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The reference groups paths by these, in this order. */
export const TAGS = {
  Auth: 'Signing in and out, the signed-in account',
  Parts: 'The public parts catalogue and the managers’ inventory',
  Carousel: 'Home-page images and their upload',
  Messages: 'The contact form and the staff inbox',
  Appointments: 'Appointments for the staff dashboard',
  Repairs: 'Repair orders, their estimates and the customer’s approval from a private link',
  Reviews: 'Customers’ reviews: the review link, moderation and the published testimonials',
  Shop: 'The shop’s public facts',
  Management: 'What managers run: the shop’s settings, staff accounts, services and bilingual content',
  System: 'Health checks, stored images and this reference',
} as const;
export type Tag = keyof typeof TAGS;

/** Error statuses a path can answer, each with the `{ message, reason, issues? }` body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

export interface RestDoor {
  method: Method;
  /** Fastify's form, `:id` for a path parameter: each one is a field of the procedure's input. */
  path: string;
  /**
   * 200 unless stated: 201 for a creation, 204 for no body, 302 for a redirect to the answer's
   * `location` (see `redirectAnswer`).
   */
  status?: 200 | 201 | 204 | 302;
  summary: string;
  description?: string;
  tag: Tag;
  /** What the success answer is, in a few words. */
  answers: string;
  /**
   * Errors beyond those the door already implies (400 for input, 401 and 403 for access, 404 for
   * a path parameter, 500 and 503 always).
   */
  errors?: ErrorStatus[];
  /** A body the server accepts, shown in the reference. */
  example?: unknown;
  /**
   * The input field the JSON body fills, when the procedure takes it beside the path parameters
   * (`{ id, service }`: the body is `service`). Without it the body's fields sit beside the path's.
   */
  bodyAs?: string;
  /**
   * The procedure beside this one (same router) that answers the whole list, read from a database
   * cursor, when the query asks for nothing the whole list doesn't take (no page, no cursor).
   */
  wholeList?: string;
  /**
   * For anonymous public reads: the key of the public read the procedure answers with (`services:es`),
   * or how the parsed query names it. While that read is fresh in memory, its JSON is sent straight
   * away without building a context.
   */
  publicRead?: string | ((query: never) => string);
  /** The answer is a file of this media type: the procedure answers a `fileAnswer`. */
  file?: string;
}

/** Date fields answer Date objects to tRPC and ISO 8601 strings to REST (`format: date-time`). */
export const instant = z.date();

/** A field a stored row may lack: null in the answer, also where an entity leaves it undefined. */
export const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

/** What a door with `status: 302` answers: where to send the browser. */
export const redirectAnswer = z.object({ location: z.string() });

/** What a door with `file` answers: the file's name for the download, its size and its bytes. */
export const fileAnswer = z.object({ name: z.string(), size: z.number().int(), body: z.instanceof(Readable) });

export const isRowStream = (value: unknown): value is AsyncIterable<unknown> =>
  value !== null && typeof value === 'object' && Symbol.asyncIterator in value;

/** The row schema of each `rowsOf` answer, for the reference (a row stream is sent as a JSON array). */
export const rowStreams = new WeakMap<z.ZodType, z.ZodType>();

async function* checkedRows<Row>(rows: AsyncIterable<unknown>, row: z.ZodType<Row>): AsyncGenerator<Row> {
  for await (const each of rows) yield row.parse(each);
}

/**
 * A whole list read from a database cursor: each row is checked against `row` as it comes, so it
 * answers only what `row` declares, as a `.output()` does for the others.
 */
export function rowsOf<Out, In>(row: z.ZodType<Out, In>): z.ZodType<AsyncIterable<Out>, AsyncIterable<In>> {
  const rows = z
    .custom<AsyncIterable<In>>(isRowStream)
    .transform((stream): AsyncIterable<Out> => checkedRows(stream, row));
  rowStreams.set(rows, row);
  return rows;
}
