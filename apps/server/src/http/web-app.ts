import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addressIn, CAROUSEL_SIZES, carouselSrcSet, LANGUAGES, type Language, readAddress } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Infra } from '../infra.ts';
import type { PublicReads } from '../public-reads/public-reads.ts';
import { type PreparedAnswer, prepareAnswer, sendPrepared } from './prepared-answer.ts';
import { PUBLIC_PAGES } from './seo.routes.ts';
import { spanishHomeRedirect } from './spanish-home.ts';

/** What the page's first render needs, sent inside the HTML so it costs no round trip. */
export interface InitialData {
  settings?: Awaited<ReturnType<PublicReads['settings']>>;
  carousel?: Awaited<ReturnType<PublicReads['carousel']>>;
  parts?: Awaited<ReturnType<PublicReads['parts']>>;
  services?: Awaited<ReturnType<PublicReads['services']>>;
}

/**
 * Data for the web app, in a script element the browser does not run (the Content-Security-Policy
 * allows no inline script). Every `<` is escaped, so no `</script>` or `<!--` in the data can end
 * the element early; JSON.parse reads the escape back as `<`. The web app reads these elements by
 * their id: `shop-data` (public-data.ts) and `shop-code` (main.tsx).
 */
const jsonScript = (id: 'shop-data' | 'shop-code', value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
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

/**
 * The web build's render of a page (apps/web/src/entry-server.tsx), when the build has one. Only
 * public pages are rendered: the staff screens depend on a token that lives in the browser.
 */
interface ServerRender {
  renderPage(page: {
    url: string;
    origin: string;
    data: InitialData;
    language: Language;
  }): Promise<{ html: string; meta: { title?: string; description?: string } }>;
}
const RENDERED_PATHS = new Set(['/', '/parts', '/contact', '/testimonials']);

/** A page as sent to every visitor, and the data it was made from. */
interface MadePage {
  from: unknown[];
  answer: Promise<PreparedAnswer>;
}

/**
 * The page's twins for search engines: its canonical address and both language versions, absolute
 * from the site's public origin. Only for the public pages (not the 404 page or the staff screens).
 */
function twinLinks(origin: string, pathname: string, language: Language): string {
  if (!PUBLIC_PAGES.includes(pathname)) return '';
  const url = (lang: Language) => escapeAttr(origin + addressIn(lang, pathname));
  return [
    `<link rel="canonical" href="${url(language)}">`,
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${url(lang)}">`),
    `<link rel="alternate" hreflang="x-default" href="${url('en')}">`,
  ].join('');
}

/** Every path the web app has a screen for; any other path gets the app's 404 page with a 404 status. */
const APP_PATHS = new Set([...Object.keys(PAGE_ROUTES), '/services']);
/** The staff screens: one address each, no Spanish twin. */
const STAFF_PATHS = new Set(['/dashboard', '/auth', '/login']);
/** A path no screen has: what unknown addresses are rendered as (the app's 404 page). */
const NO_SUCH_PAGE = '/404';

function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}

/** A page's stylesheet links, and the code it runs (beyond the entry's), for preloading. */
interface PageAssets {
  styles: string;
  scripts: string[];
}

/**
 * `<link>`s that fetch, alongside the entry, what the page would otherwise ask for one round trip
 * at a time: the app's code (the entry only loads it after the first paint), the catalogue of
 * the page's language, and the page's route chunks, each with its imports and CSS. Keyed by
 * language and page; under `<language> ` (no page) what every page needs (for paths without
 * screens of their own: the 404 page).
 */
function pagePreloads(manifest: Manifest): Map<string, PageAssets> {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const inEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  if (entryKey) walk(entryKey, inEntry);
  const app = entryKey ? (manifest[entryKey]?.dynamicImports ?? []) : [];
  const catalogueOf = (language: Language) =>
    Object.keys(manifest).find((k) => k.endsWith(`locales/${language}/messages.po`));

  const linksFor = (routes: string[], language: Language) => {
    const catalogue = catalogueOf(language);
    const keys = new Set<string>();
    for (const key of app) walk(key, keys);
    for (const route of routes) {
      // The router plugin names a route's split chunk after the route file and what it holds.
      for (const key of Object.keys(manifest)) if (key.startsWith(`${route}?tsr-split=`)) walk(key, keys);
    }
    if (catalogue) keys.add(catalogue);
    const styles: string[] = [];
    const scripts: string[] = [];
    for (const key of keys) {
      if (inEntry.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) continue;
      for (const css of chunk.css ?? []) styles.push(`<link rel="stylesheet" href="/${css}">`);
      scripts.push(`/${chunk.file}`);
    }
    return { styles: [...new Set(styles)].join(''), scripts };
  };
  const links = new Map<string, PageAssets>();
  for (const language of LANGUAGES) {
    links.set(`${language} `, linksFor([], language));
    for (const [page, routes] of Object.entries(PAGE_ROUTES))
      links.set(`${language} ${page}`, linksFor(routes, language));
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
  deps: { dist: string; orm: MikroORM; infra: Infra; origin: () => string },
): Promise<void> {
  const indexFile = path.join(deps.dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.setNotFoundHandler((_req, reply) => reply.status(404).send({ message: 'Not found' }));
    return;
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  const preloads = pagePreloads(readManifest(deps.dist));
  const renderFile = path.join(deps.dist, '.server', 'entry-server.js');
  const ssr = fs.existsSync(renderFile) ? ((await import(pathToFileURL(renderFile).href)) as ServerRender) : undefined;

  /** The page's markup, or undefined to let the browser render it (no render, or it failed). */
  const render = async (req: FastifyRequest, url: string, data: InitialData, language: Language) => {
    if (!ssr || !data.settings) return undefined;
    try {
      const page = await ssr.renderPage({ url, origin: deps.origin(), data, language });
      // React marks a part it could not render on the server; the browser then renders it all.
      if (page.html.includes('<!--$!-->')) {
        req.log.warn({ url }, 'part of the page failed to render on the server');
        return undefined;
      }
      return page;
    } catch (error) {
      req.log.warn({ err: error, url }, 'the page failed to render on the server');
      return undefined;
    }
  };

  await app.register(fastifyStatic, {
    root: deps.dist,
    preCompressed: true,
    // One route per built file, listed at start: a page path then costs no look at the disk (a
    // wildcard would stat and list the folder on every page view before the page handler runs).
    wildcard: false,
    // The template is only ever sent filled in.
    globIgnore: ['index.html'],
    index: false,
    // The build's own files (.server: the server render, .vite: its manifest) are not for browsers.
    allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  /**
   * The whole HTML of a page: the template with the data, preloads and (when it rendered) the
   * markup; `complete` is false when a page the server renders could not be rendered this time.
   */
  const buildPage = async (req: FastifyRequest, pathname: string, data: InitialData, language: Language) => {
    const head: string[] = [twinLinks(deps.origin(), pathname, language)];
    const assets = preloads.get(`${language} ${pathname}`) ?? preloads.get(`${language} `);
    const page =
      RENDERED_PATHS.has(pathname) || !APP_PATHS.has(pathname)
        ? await render(req, addressIn(language, pathname), data, language)
        : undefined;
    const html = page?.html;
    head.push(assets?.styles ?? '');
    const first = data.carousel?.[0];
    if (first) {
      const srcset = carouselSrcSet(first.imageUrl);
      head.push(
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(first.imageUrl)}"${
          srcset ? ` imagesrcset="${escapeAttr(srcset)}" imagesizes="${CAROUSEL_SIZES}"` : ''
        }>`,
      );
    }
    // A page the browser renders waits for its code: fetched at once, beside the entry. A page the
    // server rendered is readable without it: the entry asks for it once the page is on screen
    // (shop-code), so on a slow line the stylesheets and the first image go first.
    const code = assets?.scripts ?? [];
    if (html === undefined) head.push(...code.map((src) => `<link rel="modulepreload" href="${src}">`));
    head.push(jsonScript('shop-data', data), jsonScript('shop-code', html === undefined ? [] : code));
    // Replacements as functions: the data may hold `$&` or `$'`, which a replacement string expands.
    let body = template.replace('</head>', () => `${head.join('')}</head>`);
    if (html !== undefined) {
      body = body
        .replace('<html lang="en"', `<html lang="${language}"`)
        .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`)
        .replace(/<title>[^<]*<\/title>/, (tag) =>
          page?.meta.title ? `<title>${escapeText(page.meta.title)}</title>` : tag,
        )
        .replace(/<meta name="description" content="[^"]*"/, (tag) =>
          page?.meta.description ? `<meta name="description" content="${escapeAttr(page.meta.description)}"` : tag,
        )
        .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
        .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
    }
    return { body, complete: html !== undefined || !RENDERED_PATHS.has(pathname) };
  };

  /**
   * The site's pages, made once and kept compressed while the data they were made from is the same
   * (the read cache hands out the same objects until the data changes): a burst of visitors costs
   * a lookup each, not a render and a compression each. Keyed by language and path, so bounded.
   */
  const madePages = new LRUCache<string, MadePage>({ max: 64 });

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const address = (req.url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1');
    const home = spanishHomeRedirect(address, req.headers);
    if (home) return reply.headers(home.headers).redirect(home.location + req.url.slice(address.length), 302);
    // The page's language is in its address (`/es/parts`), whoever asks: what search engines index.
    const { language, path: pathname } = readAddress(address);
    // Search engines then see an unknown path as missing, not as a copy of the home page. Staff
    // screens have only their English address.
    const known = APP_PATHS.has(pathname) && (language === 'en' || !STAFF_PATHS.has(pathname));
    const data: InitialData = {};
    try {
      const reads = deps.infra.reads;
      data.settings = await reads.settings();
      if (pathname === '/') data.carousel = await reads.carousel(language);
      if (pathname === '/') data.services = await reads.services(language);
      if (pathname === '/parts') data.parts = await reads.parts(language);
    } catch {
      // Without the database the page still loads; the app asks for the data itself.
    }
    reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache');
    // `/` answers by the visitor's language (spanish-home.ts): caches must keep one copy per answer.
    if (address === '/') reply.header('vary', 'cookie, accept-language');
    // Every unknown path gets the same 404 page (it does not show the path), so one is kept per
    // language: the paths a client may invent are endless, and a render costs milliseconds.
    const key = `${language} ${known ? pathname : '404'}`;
    const from = [data.settings, data.carousel, data.parts, data.services];
    let made = madePages.get(key);
    if (!made?.from.every((d, i) => d === from[i])) {
      const making: MadePage = {
        from,
        answer: buildPage(req, known ? pathname : NO_SUCH_PAGE, data, language).then(keepIfComplete),
      };
      const forget = () => madePages.get(key) === making && madePages.delete(key);
      // A page whose render failed this time is sent as it is but not kept: the next visitor tries again.
      function keepIfComplete({ body, complete }: { body: string; complete: boolean }) {
        if (!complete) forget();
        return prepareAnswer(body);
      }
      madePages.set(key, making);
      making.answer.catch(forget);
      made = making;
    }
    return sendPrepared(req, reply, await made.answer);
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
