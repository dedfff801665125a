import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { MikroORM } from '@mikro-orm/postgresql';
import { CAROUSEL_SIZES, carouselSrcSet } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listActiveSlides } from '../carousel/slides.service.ts';
import type { Infra } from '../infra.ts';
import { listPublicParts } from '../parts/catalogue.service.ts';
import { readPublicSettings } from '../settings/settings.service.ts';

/** What the page's first render needs, sent inside the HTML so it costs no round trip. */
export interface InitialData {
  settings?: Awaited<ReturnType<typeof readPublicSettings>>;
  carousel?: Awaited<ReturnType<typeof listActiveSlides>>;
  parts?: Awaited<ReturnType<typeof listPublicParts>>;
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The route files whose code-split chunks each page needs; the site layout comes with all but the sign-in screens. */
const PAGE_ROUTES: Record<string, string[]> = {
  '/': ['src/routes/_site.tsx', 'src/routes/_site/index.tsx'],
  '/parts': ['src/routes/_site.tsx', 'src/routes/_site/parts.tsx'],
  '/contact': ['src/routes/_site.tsx', 'src/routes/_site/contact.tsx'],
  '/testimonials': ['src/routes/_site.tsx', 'src/routes/_site/testimonials.tsx'],
  '/dashboard': ['src/routes/_site.tsx', 'src/routes/_site/dashboard.tsx'],
  '/auth': ['src/routes/auth.tsx'],
  '/login': ['src/routes/login.tsx'],
};

/** Every path the web app has a screen for; any other path gets the app's 404 page with a 404 status. */
const APP_PATHS = new Set([...Object.keys(PAGE_ROUTES), '/services']);

function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * `<link>`s that fetch, alongside the entry, what the page would otherwise ask for one round trip
 * at a time: the English catalogue and the page's route chunks with their imports and CSS.
 */
function pagePreloads(manifest: Manifest): Map<string, string> {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const inEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry);
  if (entryKey) walk(entryKey, inEntry);
  const catalogue = Object.keys(manifest).find((k) => k.endsWith('locales/en/messages.po'));

  const links = new Map<string, string>();
  for (const [page, routes] of Object.entries(PAGE_ROUTES)) {
    const keys = new Set<string>();
    for (const route of routes) {
      // The router plugin names a route's split chunk after the route file and what it holds.
      for (const key of Object.keys(manifest)) if (key.startsWith(`${route}?tsr-split=`)) walk(key, keys);
    }
    if (catalogue) keys.add(catalogue);
    const tags: string[] = [];
    for (const key of keys) {
      if (inEntry.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) continue;
      tags.push(`<link rel="modulepreload" href="/${chunk.file}">`);
      for (const css of chunk.css ?? []) tags.push(`<link rel="stylesheet" href="/${css}">`);
    }
    links.set(page, [...new Set(tags)].join(''));
  }
  return links;
}

/**
 * Serves the built SPA: hashed assets pre-compressed and immutable; every page path gets
 * index.html with the shop settings written in (and the carousel on the home page, with its first
 * image preloaded, and the catalogue on /parts), so the first paint needs no API call.
 */
export async function registerWebApp(
  app: FastifyInstance,
  deps: { dist: string; orm: MikroORM; infra: Infra },
): Promise<void> {
  const indexFile = path.join(deps.dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.setNotFoundHandler((_req, reply) => reply.status(404).send({ message: 'Not found' }));
    return;
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  const preloads = pagePreloads(readManifest(deps.dist));

  await app.register(fastifyStatic, {
    root: deps.dist,
    preCompressed: true,
    wildcard: true,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '';
    const home = pathname === '/';
    // Search engines then see an unknown path as missing, not as a copy of the home page.
    const known = APP_PATHS.has(pathname.replace(/(.)\/+$/, '$1'));
    const data: InitialData = {};
    try {
      const em = deps.orm.em.fork();
      data.settings = await deps.infra.reads.get('settings', () => readPublicSettings(em));
      if (home) data.carousel = await deps.infra.reads.get('carousel:public', () => listActiveSlides(em));
      if (pathname === '/parts') data.parts = await deps.infra.reads.get('parts:public', () => listPublicParts(em));
    } catch {
      // Without the database the page still loads; the app asks for the data itself.
    }
    const head: string[] = [];
    head.push(preloads.get(pathname) ?? '');
    const first = data.carousel?.[0];
    if (first) {
      const srcset = carouselSrcSet(first.imageUrl);
      head.push(
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(first.imageUrl)}"${
          srcset ? ` imagesrcset="${escapeAttr(srcset)}" imagesizes="${CAROUSEL_SIZES}"` : ''
        }>`,
      );
    }
    head.push(`<script>window.__SHOP_DATA__=${escapeJson(data)}</script>`);
    return reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(template.replace('</head>', `${head.join('')}</head>`));
  };

  app.get('/', page);
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url.startsWith('/trpc/') || req.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found' });
    }
    // Any other path is a page of the SPA, which draws its own 404 for unknown routes.
    return page(req, reply);
  });
}
