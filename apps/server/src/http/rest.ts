import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../errors.ts';
import { createCaller } from '../router.ts';
import type { ContextDeps } from '../trpc/context.ts';
import { contextFactory } from '../trpc/context.ts';
import { sendPrepared } from './prepared-answer.ts';

export type Caller = ReturnType<typeof createCaller>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRoute {
  method: Method;
  url: string;
  /** Calls the procedure that does the work; what it returns is the JSON answer. */
  handle: (caller: Caller, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  status?: number;
  /**
   * For anonymous public reads: the ReadCache key the procedure caches its answer under. While the
   * entry is fresh, its JSON is sent straight away (compressed once, with an ETag) without building
   * a request context.
   */
  cacheKey?: string;
}

/**
 * Registers the spec's REST paths as thin adapters: each one calls a tRPC procedure through a
 * server-side caller, so validation, roles and errors are exactly those of the tRPC door.
 */
export function registerRestRoutes(app: FastifyInstance, deps: ContextDeps, routes: RestRoute[]): void {
  const createContext = contextFactory(deps);
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (req, reply) => {
        const cached =
          route.cacheKey && !req.headers.authorization ? deps.infra.reads.answer(route.cacheKey) : undefined;
        if (cached) {
          reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache');
          return sendPrepared(req, reply, await cached);
        }
        try {
          const caller = createCaller(await createContext({ req, res: reply }));
          const result = await route.handle(caller, req, reply);
          if (reply.sent) return reply;
          return reply.status(route.status ?? 200).send(result ?? null);
        } catch (error) {
          return sendError(reply, error);
        }
      },
    });
  }
}
