import { Readable } from 'node:stream';
import type { AnyRouter } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { type PreparedAnswer, sendPrepared } from '../answers/prepared-answer.ts';
import { sendRowStream } from '../answers/row-stream.ts';
import { sendError } from '../errors.ts';
import type { Context, ContextDeps } from '../trpc/context.ts';
import { contextFactory } from '../trpc/context.ts';
import { type ProcedureMeta, requireAccess } from '../trpc/init.ts';
import { fileAnswer, isRowStream, type RestDoor, redirectAnswer, rowStreams } from '../trpc/rest-door.ts';
import type { RouteDoc } from './route-doc.ts';

/**
 * The REST paths, made from the doors the procedures declare in their meta (`RestDoor`): each path
 * calls its procedure through a server-side caller, so validation, roles, answers and errors are
 * exactly those of the tRPC door. The request becomes the procedure's input the obvious way (path
 * parameters with the query for a GET, with the JSON body otherwise; `bodyAs` nests the body).
 */

/** A declared REST path, as the server registers it and the document reads it. */
export interface RestRoute extends RouteDoc {
  /** The public read that answers this request, if it is one; none when the query doesn't parse. */
  publicRead?: (req: FastifyRequest) => PublicReadKey | undefined;
  /** Checks access, parses params, query and body, then calls the procedure. */
  run: (context: Context, reply: FastifyReply) => Promise<unknown>;
}

interface Procedure {
  _def: { meta?: ProcedureMeta; inputs: z.ZodType[]; output?: z.ZodType };
}

type Parsed = Record<string, unknown>;
/** A public read's key, as the read cache takes it (`settings`, `services:es`). */
type PublicReadKey = Parameters<ContextDeps['infra']['reads']['answer']>[0];
type Call = (input: unknown) => Promise<unknown>;

/** The object an input schema takes, under its `.optional()` or `.default()`. */
function objectOf(schema: z.ZodType | undefined, what: string): z.ZodObject | undefined {
  let inner: unknown = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodPrefault)
    inner = inner.unwrap();
  if (inner === undefined || inner instanceof z.ZodObject) return inner;
  throw new Error(`${what}: its input is not an object`);
}

/** The fields of `object` left when `keys` are taken out; none when nothing is left. */
function rest(object: z.ZodObject, keys: string[]): z.ZodObject | undefined {
  const left = object.omit(Object.fromEntries(keys.map((key) => [key, true])) as never);
  return Object.keys(left.shape).length > 0 ? left : undefined;
}

/**
 * A query string without the conventional cache-buster `_` (`?_=1732550400000`, as jQuery and
 * other clients add it): harmless, so ignored, while any other parameter a path doesn't take is refused.
 */
function withoutCacheBuster(query: unknown): unknown {
  if (!query || typeof query !== 'object' || !('_' in query)) return query;
  const { _: ignored, ...left } = query as Record<string, unknown>;
  return left;
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
 * The access of the procedures a path calls, from their meta: declared once, on the procedure,
 * with whether an enrolment-only session may call them. A path over procedures that disagree on
 * either would need a guard of its own: refused at start.
 */
function accessOf(what: string, procedures: Procedure[]) {
  const found = new Set(procedures.map((p) => p._def.meta?.access));
  const enrolment = new Set(procedures.map((p) => p._def.meta?.duringEnrolment === true));
  const [access] = found;
  const [duringEnrolment = false] = enrolment;
  if (found.size !== 1 || !access || enrolment.size !== 1) throw new Error(`${what}: not one known access`);
  return { access, duringEnrolment };
}

function routeOf(
  name: string,
  door: RestDoor,
  procedures: Record<string, Procedure>,
  caller: (context: Context) => object,
): RestRoute {
  const what = `REST ${door.method} ${door.path} (${name})`;
  const procedure = procedures[name] as Procedure;
  const [input, ...more] = procedure._def.inputs;
  const object = objectOf(input, what);
  const output = procedure._def.output;
  if (more.length > 0 || !output) throw new Error(`${what}: needs one input schema at most and an output schema`);
  const pathKeys = [...door.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  for (const key of [...pathKeys, ...(door.bodyAs ? [door.bodyAs] : [])])
    if (!object?.shape[key]) throw new Error(`${what}: its input has no field ${key}`);

  const params =
    object && pathKeys.length > 0
      ? object.pick(Object.fromEntries(pathKeys.map((k) => [k, true])) as never)
      : undefined;
  const others = object && pathKeys.length > 0 ? rest(object, pathKeys) : object && input;
  const inQuery = door.method === 'GET';
  const query = inQuery ? others : undefined;
  const body = inQuery ? undefined : door.bodyAs ? (object?.shape[door.bodyAs] as z.ZodType) : others;

  // A list's whole form: its sibling answers every row when the query asks for nothing else.
  const whole = door.wholeList && `${name.slice(0, name.lastIndexOf('.') + 1)}${door.wholeList}`;
  const wholeProcedure = whole ? procedures[whole] : undefined;
  if (whole && !wholeProcedure?._def.output) throw new Error(`${what}: no procedure ${whole} with an output`);
  const wholeKeys = new Set(Object.keys(objectOf(wholeProcedure?._def.inputs[0], what)?.shape ?? {}));
  const wholeOutput = wholeProcedure?._def.output;
  const wholeRow = wholeOutput && rowStreams.get(wholeOutput);

  const { access, duringEnrolment } = accessOf(what, wholeProcedure ? [procedure, wholeProcedure] : [procedure]);
  const status = door.status ?? 200;
  const publicRead = door.publicRead as PublicReadKey | ((query: unknown) => PublicReadKey) | undefined;

  return {
    method: door.method,
    url: door.path,
    summary: door.summary,
    description: door.description,
    tag: door.tag,
    access,
    duringEnrolment,
    params,
    // The document lists the query's fields, whatever wraps their object.
    query: query && objectOf(query, what),
    body,
    example: door.example,
    answer: {
      status,
      description: door.answers,
      ...(door.file
        ? { contentType: door.file }
        : status === 302 || status === 204
          ? {}
          : { schema: wholeOutput ? z.union([wholeRow ? z.array(wholeRow) : wholeOutput, output]) : output }),
    },
    // Every path builds a request context, which asks the database about the session.
    errors: [...(door.errors ?? []), 503],
    publicRead:
      typeof publicRead === 'function'
        ? byQueryString((raw) => {
            const parsed = query?.safeParse(withoutCacheBuster(raw));
            return parsed?.success ? publicRead(parsed.data) : undefined;
          })
        : publicRead && (() => publicRead),
    run: async (context, reply) => {
      // Access first, as the procedures do: a caller without it learns nothing about the input rules.
      if (access !== 'public') requireAccess(context, access, { duringEnrolment });
      const { req } = context;
      const fromPath = params?.parse(req.params);
      // No body at all reads as an empty one, so the answer names each missing field.
      const sent = (query ?? body)?.parse(inQuery ? withoutCacheBuster(req.query) : (req.body ?? {}));
      let called = name;
      let given: unknown =
        input && (door.bodyAs ? { ...fromPath, [door.bodyAs]: sent } : { ...(sent as Parsed), ...fromPath });
      const asked = Object.entries((sent ?? {}) as Parsed).filter(([, value]) => value !== undefined);
      if (whole && asked.every(([key]) => wholeKeys.has(key))) {
        called = whole;
        given = Object.fromEntries(asked);
      }
      const call = called
        .split('.')
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], caller(context));
      const result = await (call as Call)(given);
      if (door.file) {
        const file = fileAnswer.parse(result);
        reply
          .header('content-type', door.file)
          .header('content-length', String(file.size))
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'no-store');
        return file.body;
      }
      if (status === 302) return reply.redirect(redirectAnswer.parse(result).location, 302);
      return status === 204 ? reply.status(204).send() : result;
    },
  };
}

/**
 * The REST paths of a router: one for each procedure whose meta declares a door. Refused at start:
 * a door without an output schema, a path parameter or `bodyAs` its input lacks, two doors on one
 * path, procedures of one path that disagree on access.
 */
export function restRoutesOf(router: AnyRouter, caller: (context: Context) => object): RestRoute[] {
  const procedures = router._def.procedures as Record<string, Procedure>;
  const routes = Object.entries(procedures).flatMap(([name, procedure]) => {
    const door = procedure._def.meta?.rest;
    return door ? [routeOf(name, door, procedures, caller)] : [];
  });
  const seen = new Set<string>();
  for (const { method, url } of routes) {
    if (seen.has(`${method} ${url}`)) throw new Error(`REST ${method} ${url}: declared twice`);
    seen.add(`${method} ${url}`);
  }
  return routes;
}

/** Registers the REST paths, each answering from memory first when it is a fresh public read. */
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
        // A file (a backup download): its headers are set.
        if (result instanceof Readable) return reply.status(route.answer.status ?? 200).send(result);
        // A whole list read from a database cursor, written out as it comes.
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
