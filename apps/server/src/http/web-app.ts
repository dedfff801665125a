import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pageCache } from './page-cache.ts';
import type { PageReads } from './page-reads.ts';
import { registerPrivatePages } from './private-pages.ts';
import { registerStaticFiles } from './static-files.ts';
import type { WebBuild } from './web-build.ts';

/**
 * Serves the built web app through three doors: its files (static-files.ts), the site's pages,
 * kept (page-cache.ts), and the pages behind a customer's private link, made per request
 * (private-pages.ts). Without a build the server answers its API alone.
 */
export async function registerWebApp(
  app: FastifyInstance,
  deps: { build: WebBuild | undefined; reads: PageReads; origin: () => string; log: FastifyBaseLogger },
): Promise<void> {
  const { build } = deps;
  if (!build) {
    app.setNotFoundHandler((_req, reply) => reply.status(404).send({ message: 'Not found', reason: 'not-found' }));
    return;
  }
  const doors = { render: build.render, reads: deps.reads, origin: deps.origin, log: deps.log };
  await registerStaticFiles(app, build.dist);
  registerPrivatePages(app, doors);
  const sitePage = pageCache(doors);
  // Pages go out as bytes compressed once (answers/prepared-answer.ts), not per request.
  app.get('/', { compress: false }, sitePage);
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url.startsWith('/trpc/') || req.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found', reason: 'not-found' });
    }
    // Any other path is a page, or the 404 page.
    return sitePage(req, reply);
  });
}
