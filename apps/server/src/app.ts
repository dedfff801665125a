import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { sendError, toTRPCError } from './errors.ts';
import { registerRestRoutes } from './http/rest.ts';
import { registerSeoRoutes } from './http/seo.routes.ts';
import { registerSystemRoutes } from './http/system.routes.ts';
import type { Infra } from './infra.ts';
import { restRoutes } from './rest-routes.ts';
import { type AppRouter, appRouter } from './router.ts';
import { contextFactory } from './trpc/context.ts';

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

  // Errors Fastify raises itself (bad JSON, body too large, unsupported type) keep their status.
  app.setErrorHandler((error: Error & { statusCode?: number }, _req, reply) => {
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    return sendError(reply, error);
  });

  registerSystemRoutes(app, deps.orm);
  registerSeoRoutes(app);

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
  await registerWebApp(app, config.WEB_DIST);
  return app;
}

/** Serves the built SPA: pre-compressed files, immutable hashed assets, index.html for app routes. */
async function registerWebApp(app: FastifyInstance, dist: string): Promise<void> {
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      preCompressed: true,
      wildcard: true,
      index: ['index.html'],
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url.startsWith('/trpc/') || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ message: 'Not found' });
    }
    // Any other path is a page of the SPA; it draws its own 404 for unknown routes.
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
