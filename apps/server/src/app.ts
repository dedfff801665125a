import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { MikroORM } from '@mikro-orm/postgresql';
import { LIMITS } from '@shop/contract';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { resolveSession } from './auth/sessions.ts';
import type { Config } from './config.ts';
import { httpStatus, noteFailure, reasonOfStatus, sendError, toTRPCError, UNREADABLE } from './errors.ts';
import { noteRoutes, registerApiDocs } from './http/api-docs.routes.ts';
import { bodyDeadline, connectionOptions } from './http/connection-limits.ts';
import { pressureLimits, registerLoadShedding } from './http/load-shedding.ts';
import { publicOrigin } from './http/public-origin.ts';
import { registerRestRoutes } from './http/rest.ts';
import { securityHeaders } from './http/security-headers.ts';
import { registerSeoRoutes } from './http/seo.routes.ts';
import { logServerErrors } from './http/server-errors.ts';
import { registerSystemRoutes, systemRouteDocs } from './http/system.routes.ts';
import { registerWebApp } from './http/web-app.ts';
import { loadWebBuild } from './http/web-build.ts';
import { wholeAnswer } from './http/whole-answers.ts';
import type { Infra } from './infra.ts';
import { logRequests } from './log.ts';
import { registerUploadRoutes, uploadRouteDocs } from './media/upload.routes.ts';
import { pageReaders } from './modules.ts';
import { restRoutes } from './rest-routes.ts';
import { type AppRouter, appRouter } from './router.ts';
import { siteReads } from './site-reads.ts';
import { type ContextDeps, contextFactory } from './trpc/context.ts';

export interface AppDeps {
  config: Config;
  orm: MikroORM;
  infra: Infra;
}

/**
 * Builds the whole HTTP server without listening: main.ts listens, tests use `inject`. Its
 * procedures and the pages' data come from the domains' modules (modules.ts), its REST paths
 * from rest-routes.ts.
 */
export async function buildApp(appDeps: AppDeps): Promise<FastifyInstance> {
  const deps: ContextDeps = { ...appDeps, resolveSession };
  const { config } = deps;
  const { log } = deps.infra;
  const app = Fastify({
    // Requests are logged by logRequests (log.ts), not by Fastify.
    logger: false,
    trustProxy: config.TRUST_PROXY,
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    // A path that can't be decoded ('/%', '/%c0'): our plain 400, not Fastify's own body.
    frameworkErrors: (error, _req, reply: FastifyReply) =>
      error.code === 'FST_ERR_BAD_URL'
        ? reply.status(400).send({ message: 'This address is not valid', reason: 'bad-request' })
        : sendError(reply, error),
    ...connectionOptions(config),
    // Connections are drained by `drainConnections` (http/drain.ts) before the app closes. Closing
    // idle keep-alive connections at once, as 'idle' did, reset requests a client had already sent
    // on them; by the time the app closes, no connection is left to close.
    forceCloseConnections: false,
  });
  logServerErrors(app, log);

  // First, on every request (errors and 404s included): the security headers, load shedding (503
  // before a body is read, under memory or event-loop pressure), and the deadline of a body. One
  // hook for all three, as each hook costs every request a turn through Fastify's runner.
  const withSecurityHeaders = securityHeaders();
  const shedUnderPressure = await registerLoadShedding(app, pressureLimits(config), log);
  const withBodyDeadline = bodyDeadline(config.BODY_TIMEOUT_MS, log);
  const noteRequest = logRequests(app, log);
  app.addHook('onRequest', (req, reply, done) => {
    noteRequest?.(req);
    withSecurityHeaders(req, reply);
    if (shedUnderPressure(req, reply)) return;
    withBodyDeadline(req, reply);
    done();
  });

  // Errors Fastify raises itself (bad JSON, body too large, unsupported type) keep their status.
  // Fastify's own messages (FST_ codes) are plain words; anything else gets a plain one of ours.
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, _req, reply) => {
    if (error.statusCode && error.statusCode < 500) {
      const message = error.code?.startsWith('FST_') ? error.message : UNREADABLE;
      return reply.status(error.statusCode).send({ message, reason: reasonOfStatus(error.statusCode) });
    }
    return sendError(reply, error);
  });
  noteRoutes(app);

  // Answers made per request (JSON, a page at an unknown path) are compressed on the way out, at a
  // quality cheap enough for every request; pages and public reads come compressed already.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // A small window: these answers are small, and a full one costs megabytes of memory per stream.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
    zlibOptions: { level: 6 },
  });

  deps.infra.limits.useLogger(log);
  app.addHook('onReady', async () => deps.infra.limits.ready());
  app.addHook('onClose', async () => deps.infra.limits.close());
  app.addHook('onClose', async () => deps.infra.live.close());

  registerSystemRoutes(app, deps.orm);
  const origin = publicOrigin(app, config.PUBLIC_ORIGIN);
  // The built web app, with its page list (from the route tree) for the sitemap and the pages.
  const web = await loadWebBuild(config.WEB_DIST);
  registerSeoRoutes(app, origin, web?.render.pages);

  // tRPC's answers are read whole before they go (whole-answers.ts), in a scope of their own.
  await app.register(async (trpcRoutes) => {
    trpcRoutes.addHook('onSend', wholeAnswer);
    await trpcRoutes.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: contextFactory(deps),
        // A batch is answered 400 before any of its calls runs: one request can't carry many sign-ins.
        maxBatchSize: LIMITS.trpcBatchMax,
        onError({ error, req }) {
          const mapped = toTRPCError(error);
          const status = httpStatus(mapped);
          // Each failed call of a batch is logged, also when the batch as a whole answers 207.
          if (status >= 500) noteFailure(req, status, mapped.cause ?? error.cause ?? error);
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });

  registerRestRoutes(app, deps, restRoutes);
  await registerUploadRoutes(app, { orm: deps.orm, store: deps.infra.store });
  // Every REST path the server answers is in the document (a test holds one against the other).
  registerApiDocs(app, [...restRoutes, ...systemRouteDocs, ...uploadRouteDocs]);
  await registerWebApp(app, { build: web, reads: siteReads(deps, pageReaders(deps.infra.reads)), origin, log });
  return app;
}
