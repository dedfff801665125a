import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  addressIn,
  CAROUSEL_SIZES,
  type CatalogueSearch,
  catalogueQueryString,
  imageSrcSet,
  type Language,
  readAddress,
  readCatalogueSearch,
} from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Infra } from '../infra.ts';
import type { PublicReads } from '../public-reads/public-reads.ts';
import type { ReviewRequest } from '../reviews/review-requests.service.ts';
import { pagePreloads } from './page-preloads.ts';
import { type PreparedAnswer, prepareAnswer, sendPrepared } from './prepared-answer.ts';
import { spanishHomeRedirect } from './spanish-home.ts';
import type { InitialData, SitePage, WebBuild } from './web-build.ts';

/**
 * Data for the web app, in a script element the browser does not run (the Content-Security-Policy
 * allows no inline script). Every `<` is escaped, so no `</script>` or `<!--` in the data can end
 * the element early; JSON.parse reads the escape back as `<`. The web app reads these elements by
 * their id: `shop-data` (public-data.ts) and `shop-code` (main.tsx).
 */
const jsonScript = (id: 'shop-data' | 'shop-code', value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A page as sent to every visitor, and the data it was made from. */
interface MadePage {
  from: unknown[];
  answer: Promise<PreparedAnswer>;
}

/** How the server reads each piece of public data a page may need; the catalogue's by the address's search. */
const READS: {
  [K in Exclude<keyof InitialData, 'reviewRequest'>]-?: (
    reads: PublicReads,
    language: Language,
    search: CatalogueSearch,
  ) => Promise<InitialData[K]>;
} = {
  settings: (reads) => reads.settings(),
  carousel: (reads, language) => reads.carousel(language),
  parts: (reads, language, search) => reads.cataloguePage(language, search),
  categories: (reads, language) => reads.categories(language),
  services: (reads, language) => reads.services(language),
  testimonials: (reads, _language, search) => reads.testimonials(search.page ?? 1),
};

/** Whether `pathname` is the address of `pattern`, whose `$name` segments take any one segment. */
function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  return (
    want.length === have.length && want.every((part, i) => (part.startsWith('$') ? have[i] !== '' : part === have[i]))
  );
}

/** A path ending in a file name (`/favicon.ico`, `/wp-login.php`): a missing file, not a page. */
const looksLikeFile = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname);

/**
 * Serves the built SPA: hashed assets pre-compressed and immutable; every page path gets
 * index.html with the shop settings written in (and the carousel on the home page, with its first
 * image preloaded, and the catalogue on /parts), so the first paint needs no API call.
 */
export async function registerWebApp(
  app: FastifyInstance,
  deps: {
    build: WebBuild | undefined;
    infra: Infra;
    origin: () => string;
    /** A review link's read for its page (rate limited per address); null when the link doesn't work. */
    reviewRequest?: (token: string, ip: string) => Promise<ReviewRequest | null>;
  },
): Promise<void> {
  const { build } = deps;
  if (!build) {
    app.setNotFoundHandler((_req, reply) => reply.status(404).send({ message: 'Not found', reason: 'not-found' }));
    return;
  }
  const { template, render: ssr } = build;
  const preloads = pagePreloads(build.chunks);
  // The site's pages by their English address, from the web build's route tree.
  const pages = ssr && new Map(ssr.pages.map((page) => [page.path, page]));
  // The pages with a parameter in their address (`/reviews/$token`), matched segment by segment.
  const patterns = ssr ? ssr.pages.filter((page) => page.path.includes('$')) : [];
  const pageAt = (pathname: string) =>
    pages?.get(pathname) ?? patterns.find((page) => matchesPattern(page.path, pathname));

  /** The page's markup, or undefined to let the browser render it (no render, or it failed). */
  const render = async (url: string, data: InitialData, language: Language) => {
    if (!ssr || !data.settings) return undefined;
    try {
      const page = await ssr.renderPage({ url, origin: deps.origin(), data, language });
      // React marks a part it could not render on the server; the browser then renders it all.
      if (page.html.includes('<!--$!-->')) {
        deps.infra.log.warn({ url }, 'part of the page failed to render on the server');
        return undefined;
      }
      return page;
    } catch (error) {
      deps.infra.log.warn({ err: error, url }, 'the page failed to render on the server');
      return undefined;
    }
  };

  await app.register(fastifyStatic, {
    root: build.dist,
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
  const buildPage = async (
    sitePage: SitePage | undefined,
    data: InitialData,
    language: Language,
    query: string,
    // A page with a parameter (`/reviews/$token`) renders at the address asked for.
    pathname = sitePage?.path ?? '',
  ) => {
    const head: string[] = [];
    const assets = preloads(sitePage?.routes ?? [], language);
    // The public pages, and the 404 page; the staff screens and redirects are left to the browser.
    const rendered =
      sitePage !== undefined && (sitePage.listed || sitePage.personal === true || sitePage === ssr?.missing);
    const page = rendered ? await render(addressIn(language, pathname) + query, data, language) : undefined;
    const html = page?.html;
    // The head the page's routes gave (title, description, canonical and twin links, JSON-LD).
    if (page) head.push(page.head);
    head.push(assets.styles);
    const first = data.carousel?.[0];
    if (first) {
      const srcset = imageSrcSet(first.imageUrl);
      head.push(
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(first.imageUrl)}"${
          srcset ? ` imagesrcset="${escapeAttr(srcset)}" imagesizes="${CAROUSEL_SIZES}"` : ''
        }>`,
      );
    }
    // A page the browser renders waits for its code: fetched at once, beside the entry. A page the
    // server rendered is readable without it: the entry asks for it once the page is on screen
    // (shop-code), so on a slow line the stylesheets and the first image go first.
    const code = assets.scripts;
    if (html === undefined) head.push(...code.map((src) => `<link rel="modulepreload" href="${src}">`));
    head.push(jsonScript('shop-data', data), jsonScript('shop-code', html === undefined ? [] : code));
    // Replacements as functions: the data may hold `$&` or `$'`, which a replacement string expands.
    let body = template.replace('</head>', () => `${head.join('')}</head>`);
    if (html !== undefined) {
      body = body
        .replace('<html lang="en"', `<html lang="${language}"`)
        .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`)
        // The template's own title and description are for pages the browser renders.
        .replace(/<title>[^<]*<\/title>/, '')
        .replace(/<meta name="description" content="[^"]*" *\/?>/, '')
        .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
        .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
    }
    return { body, complete: html !== undefined || !rendered };
  };

  /**
   * The site's pages, made once and kept compressed while the data they were made from is the same
   * (the read cache hands out the same objects until the data changes): a burst of visitors costs
   * a lookup each, not a render and a compression each. Keyed by language and path, so bounded.
   */
  const madePages = new LRUCache<string, MadePage>({ max: 64 });
  /**
   * The catalogue's searches and pages (`/parts?q=…&page=2`), apart: visitors ask for endless
   * ones, which must not push the site's pages out. Only what the address validly asks for makes
   * the key (readCatalogueSearch), so made-up parameters share their page's entry.
   */
  const searchedPages = new LRUCache<string, MadePage>({ max: 48 });

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const address = (req.url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1');
    const home = spanishHomeRedirect(address, req.headers);
    if (home) return reply.headers(home.headers).redirect(home.location + req.url.slice(address.length), 302);
    // The page's language is in its address (`/es/parts`), whoever asks: what search engines index.
    const { language, path: pathname } = readAddress(address);
    // Search engines then see an unknown path as missing, not as a copy of the home page. Staff
    // screens have only their English address. Without the build's page list (no server render)
    // every path is left to the app, which draws its own 404, but for what looks like a file.
    const found = pageAt(pathname);
    const sitePage = found && (language === 'en' || !found.staff) ? found : undefined;
    const known = pages ? sitePage !== undefined : !looksLikeFile(pathname);
    // What the answer is made of: the page, or the 404 page (none without the page list).
    const made = known ? sitePage : ssr?.missing;
    const reads = made?.reads ?? [];
    // The catalogue's search, category and page, from its address: what is valid, in one spelling;
    // the reviews' page alone.
    const asked = known ? readCatalogueSearch(req.query as Record<string, unknown>) : {};
    const search: CatalogueSearch = reads.includes('parts')
      ? asked
      : reads.includes('testimonials') && asked.page
        ? { page: asked.page }
        : {};
    const query = catalogueQueryString(search);
    const data: InitialData = {};
    try {
      // A read this server does not have (a newer web build) is left to the app to fetch.
      for (const read of reads) {
        if (read !== 'reviewRequest' && read in READS) {
          Object.assign(data, { [read]: await READS[read](deps.infra.reads, language, search) });
        }
      }
    } catch {
      // Without the database the page still loads; the app asks for the data itself.
    }
    if (known && sitePage?.personal) return personalPage(req, reply, sitePage, data, language, pathname);
    reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache');
    // `/` answers by the visitor's language (spanish-home.ts): caches must keep one copy per answer.
    if (address === '/') reply.header('vary', 'cookie, accept-language');
    // Every unknown path gets the same 404 page (it does not show the path), so one is kept per
    // language: the paths a client may invent are endless, and a render costs milliseconds.
    const key = `${language} ${known ? pathname : '404'}${query}`;
    const pagesKept = query ? searchedPages : madePages;
    const from = reads.map((read) => data[read]);
    let kept = pagesKept.get(key);
    if (!kept?.from.every((d, i) => d === from[i])) {
      const making: MadePage = {
        from,
        answer: buildPage(made, data, language, query).then(keepIfComplete),
      };
      const forget = () => pagesKept.get(key) === making && pagesKept.delete(key);
      // A page whose render failed this time is sent as it is but not kept: the next visitor tries again.
      function keepIfComplete({ body, complete }: { body: string; complete: boolean }) {
        if (!complete) forget();
        return prepareAnswer(body);
      }
      pagesKept.set(key, making);
      making.answer.catch(forget);
      kept = making;
    }
    return sendPrepared(req, reply, await kept.answer);
  };

  /**
   * A page for one customer (a review link): read for this request, made for it alone and never
   * kept, nor stored by any cache; search engines keep out, and the secret address is never sent
   * on as a referrer. A link that doesn't work gets the page's own "link not valid" screen with a
   * 404, the same whether the token is mistyped, expired or was never handed out.
   */
  const personalPage = async (
    req: FastifyRequest,
    reply: FastifyReply,
    sitePage: SitePage,
    data: InitialData,
    language: Language,
    pathname: string,
  ) => {
    let request: ReviewRequest | null = null;
    try {
      const token = decodeURIComponent(pathname.split('/').at(-1) ?? '');
      request = deps.reviewRequest ? await deps.reviewRequest(token, req.ip) : null;
    } catch {
      // An address that can't be decoded, too many tries from this address, or the database away:
      // the page says the link doesn't work.
    }
    const { body } = await buildPage(sitePage, { ...data, reviewRequest: request }, language, '', pathname);
    return sendPrepared(
      req,
      reply
        .status(request ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer'),
      await prepareAnswer(body),
    );
  };

  // Pages go out as bytes compressed once (prepared-answer.ts), not per request.
  app.get('/', { compress: false }, page);
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url.startsWith('/trpc/') || req.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found', reason: 'not-found' });
    }
    // Any other path is a page of the SPA, which draws its own 404 for unknown routes.
    return page(req, reply);
  });
}
