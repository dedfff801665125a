import {
  addressIn,
  type CatalogueSearch,
  catalogueQueryString,
  type Language,
  readAddress,
  readCatalogueSearch,
} from '@shop/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type PreparedAnswer, prepareAnswer, sendPrepared } from '../answers/prepared-answer.ts';
import type { PageReads } from './page-reads.ts';
import type { PageReadOf, PageRender } from './page-render.ts';
import { chosenLanguage, spanishHomeRedirect } from './spanish-home.ts';

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

/** A kept page: while it is made, then with its compressed answer at hand. */
interface KeptPage {
  making: Promise<MadePage>;
  ready?: { made: MadePage; answer: PreparedAnswer };
}

/**
 * The site's pages (every page path but a private link's), as every visitor gets them: the
 * document the build's render makes at the address, with the public data its loaders read, so the
 * first paint needs no API call. Each is made once and kept compressed while the data it was made
 * from is the same (the read cache hands out the same objects until the data changes): a burst of
 * visitors costs a lookup each, not a render and a compression each. Answers the handler of those
 * paths; what is in a page is the web build's business.
 */
export function pageCache(deps: {
  render: PageRender;
  reads: PageReads;
  origin: () => string;
  log: FastifyBaseLogger;
}) {
  const { render, reads } = deps;
  // The site's pages by their English address, from the web build's route tree.
  const pages = new Map(render.pages.map((page) => [page.path, page]));
  // A staff screen of one item (`/dashboard/messages/$id`) at any of its items' addresses: the
  // server renders its frame only, the same whatever the item, so it is made and kept once.
  const itemScreens = render.pages
    .filter((page) => page.staff && page.path.includes('$'))
    .map((page) => ({ page, address: new RegExp(`^${page.path.replace(/\$\w+/g, '[^/]+')}$`) }));
  const pageAt = (pathname: string) =>
    pages.get(pathname) ?? itemScreens.find(({ address }) => address.test(pathname))?.page;

  const read = (key: string, language: Language, search: CatalogueSearch) =>
    // A page every visitor shares (and the server keeps) never holds one visitor's data.
    reads.isPrivate(key)
      ? Promise.reject(new Error(`${key} is read only on a private link's page`))
      : reads.shared(key, language, search);

  /** Renders the page at `url`, noting every read its loaders made; a render that throws is a failed one. */
  const makePage = async (url: string, language: Language): Promise<MadePage> => {
    const from: Reading[] = [];
    const recording: PageReadOf<Record<string, unknown>> = async (key, { search = {} } = {}) => {
      const value = await read(key, language, search);
      from.push({ key, search, value });
      return value as never;
    };
    try {
      const page = await render.renderPage({ url, origin: deps.origin(), language, read: recording });
      if (!page.complete) deps.log.warn({ url }, 'the page could not be made on the server this time');
      return { from, status: page.status, complete: page.complete, answer: prepareAnswer(page.html) };
    } catch (error) {
      deps.log.warn({ err: error, url }, 'the page failed to render on the server');
      throw error;
    }
  };

  /** Whether the data a kept page was made from is still what the read cache hands out. */
  const stillCurrent = async (making: Promise<MadePage>, language: Language) => {
    try {
      const kept = await making;
      const now = await Promise.all(kept.from.map(({ key, search }) => read(key, language, search)));
      return kept.from.every((reading, i) => reading.value === now[i]);
    } catch {
      return false;
    }
  };

  /** The site's pages, by language and path: bounded. */
  const madePages = new LRUCache<string, KeptPage>({ max: 64 });
  /**
   * The catalogue's searches and pages (`/parts?q=…&page=2`), apart: visitors ask for endless
   * ones, which must not push the site's pages out. Only what the address validly asks for makes
   * the key (readCatalogueSearch), so made-up parameters share their page's entry.
   */
  const searchedPages = new LRUCache<string, KeptPage>({ max: 48 });

  /** The kept page `found` at `key` if its data is still current, or one made now (kept when it came out whole). */
  const keptOrMade = async (
    found: KeptPage | undefined,
    key: string,
    url: string,
    language: Language,
    kept: LRUCache<string, KeptPage>,
  ) => {
    if (found && (await stillCurrent(found.making, language))) return found.making;
    const page: KeptPage = { making: makePage(url, language) };
    kept.set(key, page);
    // A page the server could not make whole this time is sent as it is but not kept: the next visitor tries again.
    const forget = () => kept.get(key) === page && kept.delete(key);
    page.making
      .then(async (made) => {
        if (!made.complete) return forget();
        page.ready = { made, answer: await made.answer };
      })
      .catch(forget);
    return page.making;
  };

  /** The kept page's answer, with the headers every page has. */
  const send = (
    req: FastifyRequest,
    reply: FastifyReply,
    vary: string | undefined,
    status: number,
    answer: PreparedAnswer,
  ) => {
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (vary) reply.header('vary', vary);
    return sendPrepared(req, reply, answer);
  };

  return function sitePage(req: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> {
    const queryAt = req.url.indexOf('?');
    const requested = queryAt < 0 ? req.url : req.url.slice(0, queryAt);
    const address = requested.endsWith('/') ? requested.replace(/(.)\/+$/, '$1') : requested;
    const home = spanishHomeRedirect(address, req.headers);
    if (home) return reply.headers(home.headers).redirect(home.location + req.url.slice(address.length), 302);
    // A public page's language is in its address (`/es/parts`), whoever asks: what search engines
    // index. Staff screens have only their English address, in the language the visitor chose.
    const { language: addressed, path: pathname } = readAddress(address);
    const found = pageAt(pathname);
    const page = found && (addressed === 'en' || !found.staff) ? found : undefined;
    const language = page?.staff ? (chosenLanguage(req.headers.cookie) ?? 'en') : addressed;
    // The catalogue's search, category and page, from its address: what is valid, in one spelling
    // (an address without a query string asks for none).
    const query =
      page && queryAt >= 0 ? catalogueQueryString(readCatalogueSearch(req.query as Record<string, unknown>)) : '';
    // Every unknown path gets the same 404 page (it does not show the path), so one is kept per
    // language: the paths a client may invent are endless, and a render costs milliseconds.
    // An item's screen is rendered at an address of its own (`/dashboard/messages/id`): its frame
    // holds nothing of the item, and `$id` in an address is no item the router knows.
    const url = page?.staff
      ? page.path.replace(/\$(\w+)/g, '$1')
      : addressIn(language, page ? page.path : render.missing) + query;
    const key = `${language} ${page ? page.path : '404'}${query}`;
    // `/` answers by the visitor's language (spanish-home.ts), a staff screen by the one they chose:
    // caches must keep one copy per answer.
    const vary = address === '/' ? 'cookie, accept-language' : page?.staff ? 'cookie' : undefined;
    const kept = query ? searchedPages : madePages;
    const entry = kept.get(key);
    // Most requests: the page is made and every value it was made from is what the reads hand out
    // now, as known without reading. Answered at once, without waiting a turn of the event loop.
    const ready = entry?.ready;
    if (ready?.made.from.every(({ value }) => reads.isCurrent(value))) {
      return send(req, reply, vary, ready.made.status, ready.answer);
    }
    return keptOrMade(entry, key, url, language, kept).then(async (made) =>
      send(req, reply, vary, made.status, await made.answer),
    );
  };
}
