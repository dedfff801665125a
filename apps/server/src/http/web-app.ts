import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { MikroORM } from '@mikro-orm/postgresql';
import { CAROUSEL_SIZES, carouselSrcSet } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listActiveSlides } from '../carousel/slides.service.ts';
import type { Infra } from '../infra.ts';
import { readPublicSettings } from '../settings/settings.service.ts';

/** What the page's first render needs, sent inside the HTML so it costs no round trip. */
export interface InitialData {
  settings?: Awaited<ReturnType<typeof readPublicSettings>>;
  carousel?: Awaited<ReturnType<typeof listActiveSlides>>;
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The built English catalogue, preloaded so the first render doesn't wait for it. */
function englishCatalogue(dist: string): string | undefined {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const entry = Object.entries(manifest).find(([source]) => source.endsWith('locales/en/messages.po'));
  return entry ? `/${entry[1].file}` : undefined;
}

/**
 * Serves the built SPA: hashed assets pre-compressed and immutable; every page path gets
 * index.html with the shop settings (and on the home page the carousel, with its first image
 * preloaded) written in, so the first paint needs no API call and nothing shifts when data comes.
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
  const catalogue = englishCatalogue(deps.dist);

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
    const home = (req.url.split('?')[0] ?? '') === '/';
    const data: InitialData = {};
    try {
      const em = deps.orm.em.fork();
      data.settings = await deps.infra.reads.get('settings', () => readPublicSettings(em));
      if (home) data.carousel = await deps.infra.reads.get('carousel:public', () => listActiveSlides(em));
    } catch {
      // Without the database the page still loads; the app asks for the data itself.
    }
    const head: string[] = [];
    if (catalogue) head.push(`<link rel="modulepreload" href="${catalogue}">`);
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
