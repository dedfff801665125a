import type { MikroORM } from '@mikro-orm/postgresql';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { httpStatus, noteFailure, sendError, toTRPCError } from './errors.ts';
import { connectionOptions, limitBodyTime } from './http/connection-limits.ts';
import { registerRestRoutes } from './http/rest.ts';
import { registerSeoRoutes } from './http/seo.routes.ts';
import { logServerErrors } from './http/server-errors.ts';
import { registerSystemRoutes } from './http/system.routes.ts';
import { registerWebApp } from './http/web-app.ts';
import type { Infra } from './infra.ts';
import { restRoutes } from './rest-routes.ts';
import { type AppRouter, appRouter } from './router.ts';
import { contextFactory } from './trpc/context.ts';
import { registerUploadRoutes } from './uploads/upload.routes.ts';

export interface AppDeps {
  config: Config;
  orm: MikroORM;
  infra: Infra;
  /** Where the log goes when LOG_LEVEL is not silent; stdout unless a test reads it. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole HTTP server without listening: main.ts listens, tests use `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(deps.logStream && { stream: deps.logStream }),
          },
    trustProxy: config.TRUST_PROXY,
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    ...connectionOptions(config),
    // Connections are drained by `drainConnections` (http/drain.ts) before the app closes. Closing
    // idle keep-alive connections at once, as 'idle' did, reset requests a client had already sent
    // on them; by the time the app closes, no connection is left to close.
    forceCloseConnections: false,
  });
  limitBodyTime(app, config.BODY_TIMEOUT_MS);
  logServerErrors(app);

  // Errors Fastify raises itself (bad JSON, body too large, unsupported type) keep their status.
  app.setErrorHandler((error: Error & { statusCode?: number }, _req, reply) => {
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    return sendError(reply, error);
  });

  deps.infra.limiter.useLogger?.(app.log);
  app.addHook('onClose', async () => deps.infra.limiter.close?.());

  registerSystemRoutes(app, deps.orm);
  registerSeoRoutes(app, config.PUBLIC_ORIGIN);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: contextFactory(deps),
      onError({ error, req }) {
        const mapped = toTRPCError(error);
        if (httpStatus(mapped) >= 500) noteFailure(req, mapped.cause ?? error.cause ?? error);
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerRestRoutes(app, deps, restRoutes);
  await registerUploadRoutes(app, { orm: deps.orm, store: deps.infra.store });
  await registerWebApp(app, {
    dist: config.WEB_DIST,
    orm: deps.orm,
    infra: deps.infra,
    publicOrigin: config.PUBLIC_ORIGIN,
  });
  return app;
}
