import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  addressIn,
  type CatalogueSearch,
  catalogueQueryString,
  type Language,
  readAddress,
  readCatalogueSearch,
} from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type PreparedAnswer, prepareAnswer, sendPrepared } from '../answers/prepared-answer.ts';
import { errorBody, httpStatus, toTRPCError } from '../errors.ts';
import type { Infra } from '../infra.ts';
import { type Context, type ContextDeps, contextFactory } from '../trpc/context.ts';
import type { PageReaders, PageReadOf, SitePage } from './page-render.ts';
import { chosenLanguage, spanishHomeRedirect } from './spanish-home.ts';
import type { WebBuild } from './web-build.ts';

/** One read a page was made from, and what it gave. */
interface Reading {
  key: string;
  search: CatalogueSearch;
  value: unknown;
}

/** A page as sent to every visitor, and the data it was made from. */
interface MadePage {
  from: Reading[];
  status: number;
  complete: boolean;
  answer: Promise<PreparedAnswer>;
}

/**
 * Serves the built web app: hashed assets pre-compressed and immutable; every page path gets the
 * document the build's render makes (render.renderPage), with the public data its loaders read
 * from the server's read cache, so the first paint needs no API call. The server fetches, keeps,
 * compresses and sends; what is in a page is the web build's business.
 */
export async function registerWebApp(
  app: FastifyInstance,
  deps: { build: WebBuild | undefined; infra: Infra; origin: () => string; context: ContextDeps; pages: PageReaders },
): Promise<void> {
  const { build } = deps;
  if (!build) {
    app.setNotFoundHandler((_req, reply) => reply.status(404).send({ message: 'Not found', reason: 'not-found' }));
    return;
  }
  const { render } = build;
  // The site's pages by their English address, from the web build's route tree.
  const pages = new Map(render.pages.map((page) => [page.path, page]));

  await app.register(fastifyStatic, {
    root: build.dist,
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

  const isPrivateRead = (key: string) => Object.hasOwn(deps.pages.private, key);
  const read = (language: Language, search: CatalogueSearch) => (key: string) => {
    // A page every visitor shares (and the server keeps) never holds one visitor's data.
    if (isPrivateRead(key)) return Promise.reject(new Error(`${key} is read only on a private link's page`));
    const shared = Object.hasOwn(deps.pages.shared, key) ? deps.pages.shared[key] : undefined;
    return shared ? shared(language, search) : Promise.reject(new Error(`no page reads ${key}`));
  };

  /** Renders the page at `url`, noting every read its loaders made; a render that throws is a failed one. */
  const makePage = async (url: string, language: Language): Promise<MadePage> => {
    const from: Reading[] = [];
    const recording: PageReadOf<Record<string, unknown>> = async (key, { search = {} } = {}) => {
      const value = await read(language, search)(key);
      from.push({ key, search, value });
      return value as never;
    };
    try {
      const page = await render.renderPage({ url, origin: deps.origin(), language, read: recording });
      if (!page.complete) deps.infra.log.warn({ url }, 'the page could not be made on the server this time');
      return { from, status: page.status, complete: page.complete, answer: prepareAnswer(page.html) };
    } catch (error) {
      deps.infra.log.warn({ err: error, url }, 'the page failed to render on the server');
      throw error;
    }
  };

  /** Whether the data a kept page was made from is still what the read cache hands out. */
  const stillCurrent = async (making: Promise<MadePage>, language: Language) => {
    try {
      const kept = await making;
      const now = await Promise.all(kept.from.map(({ key, search }) => read(language, search)(key)));
      return kept.from.every((reading, i) => reading.value === now[i]);
    } catch {
      return false;
    }
  };

  /**
   * The site's pages, made once and kept compressed while the data they were made from is the same
   * (the read cache hands out the same objects until the data changes): a burst of visitors costs
   * a lookup each, not a render and a compression each. Keyed by language and path, so bounded.
   */
  const madePages = new LRUCache<string, Promise<MadePage>>({ max: 64 });
  /**
   * The catalogue's searches and pages (`/parts?q=…&page=2`), apart: visitors ask for endless
   * ones, which must not push the site's pages out. Only what the address validly asks for makes
   * the key (readCatalogueSearch), so made-up parameters share their page's entry.
   */
  const searchedPages = new LRUCache<string, Promise<MadePage>>({ max: 48 });

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const address = (req.url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1');
    const home = spanishHomeRedirect(address, req.headers);
    if (home) return reply.headers(home.headers).redirect(home.location + req.url.slice(address.length), 302);
    // A public page's language is in its address (`/es/parts`), whoever asks: what search engines
    // index. Staff screens have only their English address, in the language the visitor chose.
    const { language: addressed, path: pathname } = readAddress(address);
    const found = pages.get(pathname);
    const sitePage = found && (addressed === 'en' || !found.staff) ? found : undefined;
    const language = sitePage?.staff ? (chosenLanguage(req.headers.cookie) ?? 'en') : addressed;
    // The catalogue's search, category and page, from its address: what is valid, in one spelling.
    const query = sitePage ? catalogueQueryString(readCatalogueSearch(req.query as Record<string, unknown>)) : '';
    // Every unknown path gets the same 404 page (it does not show the path), so one is kept per
    // language: the paths a client may invent are endless, and a render costs milliseconds.
    const url = sitePage?.staff
      ? sitePage.path
      : addressIn(language, sitePage ? sitePage.path : render.missing) + query;
    const key = `${language} ${sitePage ? pathname : '404'}${query}`;
    const pagesKept = query ? searchedPages : madePages;
    let kept = pagesKept.get(key);
    if (kept && !(await stillCurrent(kept, language))) kept = undefined;
    if (!kept) {
      const making = makePage(url, language);
      pagesKept.set(key, making);
      // A page the server could not make whole this time is sent as it is but not kept: the next visitor tries again.
      const forget = () => pagesKept.get(key) === making && pagesKept.delete(key);
      making.then((made) => made.complete || forget(), forget);
      kept = making;
    }
    const made = await kept;
    reply.status(made.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    // `/` answers by the visitor's language (spanish-home.ts), a staff screen by the one they chose:
    // caches must keep one copy per answer.
    if (address === '/') reply.header('vary', 'cookie, accept-language');
    else if (sitePage?.staff) reply.header('vary', 'cookie');
    return sendPrepared(req, reply, await made.answer);
  };

  /**
   * A customer's page behind a private link (`/appointments/manage/{token}`, `/reviews/{token}`,
   * `/es/...`): made for this request alone, in the address's language (the emails link in the
   * customer's), with its private reads. A refused read (a bad or expired token, too many tries)
   * still makes the page, which says why, with the refusal's status. Never kept by the server or any cache, never
   * indexed, and its address never leaves in a Referer header.
   */
  const privatePage = async (req: FastifyRequest, reply: FastifyReply) => {
    const address = req.url.split('?')[0] ?? '';
    const { language } = readAddress(address);
    let context: Context | undefined;
    let refusedWith: number | undefined;
    const privateRead: PageReadOf<Record<string, unknown>> = async (key, { search = {}, params = {} } = {}) => {
      const readPrivately = isPrivateRead(key) ? deps.pages.private[key] : undefined;
      if (!readPrivately) return read(language, search)(key);
      context ??= await contextFactory(deps.context)({ req, res: reply });
      try {
        // Dates as the browser reads them (JSON), so both renders are the same.
        return { found: JSON.parse(JSON.stringify(await readPrivately(context, params))) };
      } catch (error) {
        const refusal = toTRPCError(error);
        refusedWith = httpStatus(refusal);
        if (refusedWith >= 500) throw error;
        return { refused: errorBody(refusal).reason };
      }
    };
    let made: { status: number; html: string };
    try {
      made = await render.renderPage({ url: address, origin: deps.origin(), language, read: privateRead });
    } catch (error) {
      deps.infra.log.warn({ err: error }, 'a private page failed to render on the server');
      throw error;
    }
    if (refusedWith === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
    return reply
      .status(refusedWith ?? made.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(made.html);
  };
  // Their addresses have params (`$token`): each gets its own route, in English and Spanish.
  for (const { path: pagePath } of render.pages.filter((p: SitePage) => p.privateLink)) {
    const route = pagePath.replace(/\$(\w+)/g, ':$1');
    app.get(route, privatePage);
    app.get(addressIn('es', route), privatePage);
  }

  // Pages go out as bytes compressed once (prepared-answer.ts), not per request.
  app.get('/', { compress: false }, page);
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url.startsWith('/trpc/') || req.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found', reason: 'not-found' });
    }
    // Any other path is a page, or the 404 page.
    return page(req, reply);
  });
}
