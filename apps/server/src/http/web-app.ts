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
import type { Infra } from '../infra.ts';
import type { PublicReads } from '../public-reads/public-reads.ts';
import type { ReviewRequest } from '../reviews/review-requests.service.ts';
import type { PersonalRead, PublicData, PublicQuery, PublicRead, SitePage } from './page-road.ts';
import { type PreparedAnswer, prepareAnswer, sendPrepared } from './prepared-answer.ts';
import { chosenLanguage, spanishHomeRedirect } from './spanish-home.ts';
import type { WebBuild } from './web-build.ts';

/** How the server reads each piece of public data a page's loaders ask for, from its read cache. */
const READS: {
  [K in Exclude<keyof PublicData, PersonalRead>]: (
    reads: PublicReads,
    language: Language,
    search: CatalogueSearch,
  ) => Promise<PublicData[K]>;
} = {
  settings: (reads) => reads.settings(),
  carousel: (reads, language) => reads.carousel(language),
  parts: (reads, language, search) => reads.cataloguePage(language, search),
  categories: (reads, language) => reads.categories(language),
  services: (reads, language) => reads.services(language),
  testimonials: (reads, _language, search) => reads.testimonials(search.page ?? 1),
};

/**
 * The reads behind a customer's secret link, for one request: the token from the address, the
 * visitor's address for their rate limit. Null when the link doesn't work.
 */
export interface PersonalReads {
  reviewRequest(token: string, ip: string): Promise<ReviewRequest | null>;
}

const PERSONAL: { [K in PersonalRead]: (reads: PersonalReads, token: string, ip: string) => Promise<PublicData[K]> } = {
  reviewRequest: async (reads, token, ip) => {
    const request = await reads.reviewRequest(token, ip);
    return (
      request && {
        ...request,
        visitDate: request.visitDate.toISOString(),
        expiresAt: request.expiresAt.toISOString(),
      }
    );
  },
};
const isPersonal = (key: keyof PublicData): key is PersonalRead => key in PERSONAL;

/** Whether `pathname` is the address of `pattern`, whose `$name` segments take any one segment. */
function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  return (
    want.length === have.length && want.every((part, i) => (part.startsWith('$') ? have[i] !== '' : part === have[i]))
  );
}

/** One read a page was made from, and what it gave. */
interface Reading {
  key: keyof PublicData;
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
  deps: {
    build: WebBuild | undefined;
    infra: Infra;
    origin: () => string;
    /** The reads of the personal pages (a review link); without them such a page says its link doesn't work. */
    personalReads?: PersonalReads;
  },
): Promise<void> {
  const { build } = deps;
  if (!build) {
    app.setNotFoundHandler((_req, reply) => reply.status(404).send({ message: 'Not found', reason: 'not-found' }));
    return;
  }
  const { render } = build;
  // The site's pages by their English address, from the web build's route tree.
  const pages = new Map(render.pages.map((page) => [page.path, page]));
  // The pages with a parameter in their address (`/reviews/$token`), matched segment by segment.
  const patterns = render.pages.filter((page) => page.path.includes('$'));
  const pageAt = (pathname: string): SitePage | undefined =>
    pages.get(pathname) ?? patterns.find((page) => matchesPattern(page.path, pathname));

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

  const read = (language: Language, search: CatalogueSearch) => (key: keyof PublicData) =>
    isPersonal(key)
      ? Promise.reject(new Error(`${key} is read only for a personal page`))
      : (READS[key](deps.infra.reads, language, search) as Promise<unknown>);

  /** Renders the page at `url`, noting every read its loaders made; a render that throws is a failed one. */
  const makePage = async (url: string, language: Language): Promise<MadePage> => {
    const from: Reading[] = [];
    const recording: PublicRead = async (key, search = {}) => {
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

  /**
   * A page for one customer (a review link): read and made for this request alone, never kept,
   * nor stored by any cache; search engines keep out and the secret address is never sent on as a
   * referrer. The render answers 404 with the page's own "link doesn't work" screen, the same
   * whether the token is mistyped, expired or was never handed out.
   */
  const personalPage = async (req: FastifyRequest, reply: FastifyReply, url: string, language: Language) => {
    const personal: PublicRead = async (key, query: PublicQuery = {}) => {
      if (!isPersonal(key)) return (await read(language, query)(key)) as never;
      try {
        const token = query.token ?? '';
        return (deps.personalReads ? await PERSONAL[key](deps.personalReads, token, req.ip) : null) as never;
      } catch {
        // Too many tries from this address, or the database away: the page says the link doesn't work.
        return null as never;
      }
    };
    let made: { status: number; html: string };
    try {
      made = await render.renderPage({ url, origin: deps.origin(), language, read: personal });
    } catch (error) {
      deps.infra.log.warn({ err: error }, 'a personal page failed to render on the server');
      throw error;
    }
    reply
      .status(made.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer');
    return sendPrepared(req, reply, await prepareAnswer(made.html));
  };

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const address = (req.url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1');
    const home = spanishHomeRedirect(address, req.headers);
    if (home) return reply.headers(home.headers).redirect(home.location + req.url.slice(address.length), 302);
    // A public page's language is in its address (`/es/parts`), whoever asks: what search engines
    // index. Staff screens have only their English address, in the language the visitor chose.
    const { language: addressed, path: pathname } = readAddress(address);
    const found = pageAt(pathname);
    const sitePage = found && (addressed === 'en' || !found.staff) ? found : undefined;
    const language = sitePage?.staff ? (chosenLanguage(req.headers.cookie) ?? 'en') : addressed;
    // The secret link's page is made at its own address (the token is in it), for this visitor alone.
    if (sitePage?.personal) return personalPage(req, reply, addressIn(language, pathname), language);
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
