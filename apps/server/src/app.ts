import type { MikroORM } from '@mikro-orm/postgresql';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { sendError, toTRPCError } from './errors.ts';
import { registerRestRoutes } from './http/rest.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSeoRoutes } from './http/seo.routes.ts';
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
}

/** Builds the whole HTTP server without listening: main.ts listens, tests use `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.TRUST_PROXY,
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  // First: every answer after this, errors and 404s included, carries the security headers.
  await registerSecurityHeaders(app);

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
      onError({ error, path: procedure }) {
        const mapped = toTRPCError(error);
        if (mapped.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error.cause ?? error, procedure }, 'procedure failed');
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
