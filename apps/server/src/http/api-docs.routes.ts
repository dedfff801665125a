import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { renderApiReference } from './api-reference.page.ts';
import { buildOpenApiDocument } from './openapi.ts';
import type { RouteDoc } from './route-doc.ts';

export const apiDocsRouteDocs: RouteDoc[] = [
  {
    method: 'GET',
    url: '/api/openapi.json',
    summary: 'This API’s OpenAPI document',
    description: 'OpenAPI 3.1, for client generators and API tools.',
    tag: 'System',
    access: 'public',
    answer: {
      description: 'The document',
      schema: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) }),
    },
  },
  {
    method: 'GET',
    url: '/api/docs',
    summary: 'The API reference page',
    description: 'This document as a web page, one section per operation.',
    tag: 'System',
    access: 'public',
    answer: { description: 'The page', contentType: 'text/html' },
  },
];

/**
 * Serves the document of every documented path and a page that shows it. Both are built once, at
 * start: they only change with the code.
 */
export function registerApiDocs(app: FastifyInstance, routes: RouteDoc[]): void {
  const document = buildOpenApiDocument([...routes, ...apiDocsRouteDocs]);
  const json = JSON.stringify(document);
  const page = renderApiReference(document);
  app.get('/api/openapi.json', (_req, reply) => reply.type('application/json; charset=utf-8').send(json));
  app.get('/api/docs', (_req, reply) => reply.type('text/html; charset=utf-8').send(page));
}

export interface NotedRoute {
  method: string;
  url: string;
}

const seen = new WeakMap<FastifyInstance, NotedRoute[]>();

/**
 * Notes every route added from now on, so a test can hold the paths the server answers against
 * the document. HEAD and OPTIONS routes are Fastify's own companions, not paths of their own.
 */
export function noteRoutes(app: FastifyInstance): void {
  const routes: NotedRoute[] = [];
  seen.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
    }
  });
}

/** The routes noted on this server. */
export function notedRoutes(app: FastifyInstance): NotedRoute[] {
  return seen.get(app) ?? [];
}
