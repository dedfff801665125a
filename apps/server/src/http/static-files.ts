import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The built web app's files: hashed assets pre-compressed (`.br`, `.gz`) and cached for a year,
 * the rest (favicon, robots' images) for an hour. Pages are not files: the render makes them.
 */
export async function registerStaticFiles(app: FastifyInstance, dist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    // One route per built file, listed at start: a page path then costs no look at the disk (a
    // wildcard would stat and list the folder on every page view before the page handler runs).
    wildcard: false,
    // Vite's page for its dev server: the render makes every page.
    globIgnore: ['index.html'],
    index: false,
    // The build's own files (.server: the server render, .vite: its manifests) are not for browsers.
    allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}
