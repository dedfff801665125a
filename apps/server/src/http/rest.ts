import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { sendError } from '../errors.ts';
import type { PublicReadKey } from '../public-reads/public-reads.ts';
import { appRouter, createCaller } from '../router.ts';
import type { Context, ContextDeps } from '../trpc/context.ts';
import { contextFactory } from '../trpc/context.ts';
import { type Access, type ProcedureMeta, requireAccess } from '../trpc/init.ts';
import { type PreparedAnswer, sendPrepared } from './prepared-answer.ts';
import type { RouteAnswer, RouteDoc } from './route-doc.ts';
import { isRowStream, sendRowStream } from './row-stream.ts';

export type Caller = ReturnType<typeof createCaller>;

/** A procedure by its path, as tRPC names it: `parts.create`. */
export type ProcedurePath = { [D in keyof Caller & string]: `${D}.${keyof Caller[D] & string}` }[keyof Caller & string];

/** The server-side caller as an adapter sees it: only the procedures it declares, so it can call no other. */
export type CallerOf<N extends ProcedurePath> = {
  [D in N extends `${infer Domain}.${string}` ? Domain : never]: Pick<
    Caller[D & keyof Caller],
    (N extends `${D}.${infer Name}` ? Name : never) & keyof Caller[D & keyof Caller]
  >;
};

const proceduresByPath = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } }>;

/**
 * The access of the procedures an adapter calls, from their meta: declared once, on the procedure.
 * Adapters over procedures of different access would need a guard of their own: refused at start.
 */
function accessOf(paths: readonly ProcedurePath[]): Access {
  const found = new Set(paths.map((path) => proceduresByPath[path]?._def.meta?.access));
  const [access] = found;
  if (found.size !== 1 || !access) throw new Error(`REST adapter over ${paths.join(', ')}: not one known access`);
  return access;
}

/** What a schema turns the request's part into; nothing when the path declares no schema for it. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<P, Q, B> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

type Schema = z.ZodType | undefined;

/**
 * Whose access a path has: the procedure `handle` calls (or those it chooses between), whose meta
 * declares it; only a path that calls no procedure (a redirect) says `access: 'public'` itself.
 */
type Door<N extends ProcedurePath> =
  | { procedure: N | readonly N[]; access?: never }
  | { procedure?: never; access: 'public' };

export type RouteDeclaration<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  N extends ProcedurePath,
> = RouteFields<P, Q, B, N> & Door<N>;

interface RouteFields<P extends Schema, Q extends Schema, B extends Schema, N extends ProcedurePath>
  extends Omit<RouteDoc, 'params' | 'query' | 'body' | 'example' | 'rawBody' | 'access'> {
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
  handle: (caller: CallerOf<N>, input: RouteInput<P, Q, B>, reply: FastifyReply) => Promise<unknown>;
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
export function defineRoute<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  N extends ProcedurePath = never,
>(route: RouteDeclaration<P, Q, B, N>): RestRoute {
  const { handle, publicRead, procedure, ...doc } = route;
  // A path that calls no procedure can only be public (its `access: 'public'`, see `Door`).
  const access = procedure === undefined ? 'public' : accessOf(typeof procedure === 'string' ? [procedure] : procedure);
  return {
    ...doc,
    access,
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
      if (access !== 'public') requireAccess(context, access);
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
