import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { sendError } from '../errors.ts';
import type { PublicReadKey } from '../public-reads/public-reads.ts';
import { createCaller } from '../router.ts';
import type { Context, ContextDeps } from '../trpc/context.ts';
import { contextFactory } from '../trpc/context.ts';
import { requireAccess } from '../trpc/init.ts';
import { type PreparedAnswer, sendPrepared } from './prepared-answer.ts';
import { ACCESS_ROLE, type RouteAnswer, type RouteDoc } from './route-doc.ts';
import { isRowStream, sendRowStream } from './row-stream.ts';

export type Caller = ReturnType<typeof createCaller>;

/** What a schema turns the request's part into; nothing when the path declares no schema for it. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<P, Q, B> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

type Schema = z.ZodType | undefined;

export interface RouteDeclaration<P extends Schema, Q extends Schema, B extends Schema>
  extends Omit<RouteDoc, 'params' | 'query' | 'body' | 'example' | 'rawBody'> {
  params?: P;
  query?: Q;
  body?: B;
  example?: B extends z.ZodType ? z.input<B> : never;
  answer: RouteAnswer;
  /**
   * For anonymous public reads: the public read the procedure answers with (named from the query
   * when it depends on it). While it is fresh in memory, its JSON is sent straight away (compressed
   * once, with an ETag) without building a request context.
   */
  publicRead?: PublicReadKey | ((query: Parsed<Q>) => PublicReadKey);
  /** Calls the procedure that does the work with the parsed input; what it returns is the answer. */
  handle: (caller: Caller, input: RouteInput<P, Q, B>, reply: FastifyReply) => Promise<unknown>;
}

/** A declared REST path with its types erased, as the server registers it and the document reads it. */
export interface RestRoute extends RouteDoc {
  /** The public read that answers this request, if it is one; none when the query doesn't parse. */
  publicRead?: (req: FastifyRequest) => PublicReadKey | undefined;
  /** Checks access, parses params, query and body with the declared schemas, then calls the procedure. */
  run: (context: Context, reply: FastifyReply) => Promise<unknown>;
}

/**
 * A query string without the conventional cache-buster `_` (`?_=1732550400000`, as jQuery and
 * other clients add it): harmless, so ignored, while any other parameter a path doesn't take is refused.
 */
function withoutCacheBuster(query: unknown): unknown {
  if (!query || typeof query !== 'object' || !('_' in query)) return query;
  const { _: ignored, ...rest } = query as Record<string, unknown>;
  return rest;
}

function parse<S extends Schema>(schema: S | undefined, value: unknown): Parsed<S> {
  // TypeScript can't follow a conditional type through the branch; the parse is what makes it true.
  return (schema ? schema.parse(value) : undefined) as Parsed<S>;
}

/**
 * Which public read a query names, worked out once per query string: visitors send a handful
 * (`?lang=es`, the booking page's date ranges), and most requests are then a lookup, not a parse.
 * Bounded, as a client may send endless made-up ones.
 */
function byQueryString(keyOf: (query: unknown) => PublicReadKey | undefined) {
  const known = new LRUCache<string, PublicReadKey | 'none'>({ max: 256 });
  return (req: FastifyRequest): PublicReadKey | undefined => {
    const mark = req.url.indexOf('?');
    const search = mark < 0 ? '' : req.url.slice(mark + 1);
    let key = known.get(search);
    if (key === undefined) {
      key = keyOf(req.query) ?? 'none';
      known.set(search, key);
    }
    return key === 'none' ? undefined : key;
  };
}

/**
 * Declares a REST path. The schemas both describe the path in `/api/openapi.json` and parse the
 * request, so `handle` gets typed values and an invalid request is a 400 with per-field issues.
 */
export function defineRoute<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
  route: RouteDeclaration<P, Q, B>,
): RestRoute {
  const { handle, publicRead, ...doc } = route;
  return {
    ...doc,
    publicRead:
      typeof publicRead === 'function'
        ? byQueryString((query) => {
            const parsed = route.query?.safeParse(withoutCacheBuster(query));
            return parsed?.success ? publicRead(parsed.data as Parsed<Q>) : undefined;
          })
        : publicRead && (() => publicRead),
    // Every adapter builds a request context, which asks the database about the session.
    errors: [...(doc.errors ?? []), 503],
    run: async (context, reply) => {
      // Access first, as the procedures do: a caller without it learns nothing about the input rules.
      if (route.access !== 'public')
        requireAccess(context, ACCESS_ROLE[route.access], { enrolment: route.duringEnrolment });
      const { req } = context;
      const input: RouteInput<P, Q, B> = {
        params: parse(route.params, req.params),
        query: parse(route.query, withoutCacheBuster(req.query)),
        // No body at all reads as an empty one, so the answer names each missing field.
        body: parse(route.body, req.body ?? {}),
      };
      return handle(createCaller(context), input, reply);
    },
  };
}

/**
 * Registers the spec's REST paths as thin adapters: each one calls a tRPC procedure through a
 * server-side caller, so validation, roles and errors are exactly those of the tRPC door.
 */
export function registerRestRoutes(app: FastifyInstance, deps: ContextDeps, routes: RestRoute[]): void {
  const createContext = contextFactory(deps);
  for (const route of routes) {
    const answer = async (
      req: FastifyRequest,
      reply: FastifyReply,
      read: PublicReadKey | undefined,
      making: Promise<PreparedAnswer> | undefined,
    ) => {
      if (making) return sendRead(req, reply, await making);
      try {
        const result = await route.run(await createContext({ req, res: reply }), reply);
        if (reply.sent) return reply;
        // A public read just loaded is in memory now: sent prepared like the next ones.
        const loaded = read && deps.infra.reads.answer(read);
        if (loaded) return sendRead(req, reply, await loaded);
        // A public whole list read from a database cursor: compressed as it comes and kept, sent like the rest.
        if (read && isRowStream(result))
          return sendRead(req, reply, await deps.infra.reads.keepWholeList(read, result));
        // A whole list read from a database cursor, written out as it comes.
        // A file (a backup download): its adapter set the headers.
        if (result instanceof Readable) return reply.status(route.answer.status ?? 200).send(result);
        if (isRowStream(result)) return sendRowStream(reply, result);
        return reply.status(route.answer.status ?? 200).send(result ?? null);
      } catch (error) {
        return sendError(reply, error);
      }
    };
    const { publicRead } = route;
    app.route({
      method: route.method,
      url: route.url,
      // A public read is sent as bytes compressed once (prepared-answer.ts), not per request.
      ...(publicRead && { compress: false, decompress: false }),
      handler: (req, reply) => {
        const read = publicRead && !req.headers.authorization ? publicRead(req) : undefined;
        const ready = read && deps.infra.reads.answer(read);
        // Most requests: the answer is in memory, sent at once without a turn of the event loop.
        if (ready && !(ready instanceof Promise)) {
          sendRead(req, reply, ready);
          return;
        }
        return answer(req, reply, read, ready);
      },
    });
  }
}

function sendRead(req: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache');
  return sendPrepared(req, reply, answer);
}
