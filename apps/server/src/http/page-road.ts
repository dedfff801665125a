/**
 * The page road's contract, one place for both sides: the server reads public data and sends
 * pages; the web build's server render (apps/web/src/entry-server.tsx) turns an address and that
 * data into the whole HTML document. The web imports these types (`@shop/server/page-road`); the
 * server loads the render module built from it (web-build.ts).
 */
import type { CatalogueSearch, Language } from '@shop/contract';
import type { PublicReads } from '../public-reads/public-reads.ts';
import type { ReviewRequest } from '../reviews/review-requests.service.ts';

type Read<K extends keyof PublicReads> = PublicReads[K] extends (...args: never[]) => Promise<infer T> ? T : never;

/** A value as it reaches the browser in JSON: dates as ISO text. */
type AsJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

/** The public data the site's pages show, each piece by the name the routes' loaders ask for. */
export interface PublicData {
  settings: Read<'settings'>;
  carousel: Read<'carousel'>;
  /** One page of the catalogue: the search, category and page of the address. */
  parts: Read<'cataloguePage'>;
  /** The catalogue's category filter: the categories with parts on offer. */
  categories: Read<'categories'>;
  /** The home page's services, in the page's language. */
  services: Read<'services'>;
  /** One page of the published reviews (`/testimonials?page=`). */
  testimonials: Read<'testimonials'>;
  /**
   * A personal read (see PERSONAL_READS): what a review link (`/reviews/$token`) is for; null when
   * the link doesn't work, whether mistyped, expired or never handed out.
   */
  reviewRequest: AsJson<ReviewRequest> | null;
}

/**
 * The reads for one customer behind a secret address, named by its token: read for the one
 * request (rate limited per address), never kept by the server or any cache. Only a `personal`
 * page's loaders ask for them.
 */
export type PersonalRead = 'reviewRequest';

/** What a read depends on beyond the page's language: the catalogue's search (and page), a secret link's token. */
export type PublicQuery = CatalogueSearch & { token?: string };

/** Reads one piece of public data; the catalogue's (or the reviews') page is the one `search` names. */
export type PublicRead = <K extends keyof PublicData>(key: K, search?: PublicQuery) => Promise<PublicData[K]>;

/** A page of the site, from the web build's route tree: the server keeps no page list of its own. */
export interface SitePage {
  /** Its English address (`/parts`); a page that is not `staff` also answers under `/es`. */
  path: string;
  /** A staff screen: one address, in the language the visitor chose, kept from search engines. */
  staff: boolean;
  /** A page of its own for visitors and search engines: in the sitemap, with its twins. */
  listed: boolean;
  /**
   * A page for one customer behind a secret address (`/reviews/$token`: `$name` segments take any
   * one segment): rendered for the one request and never kept, with no-store, noindex and
   * no-referrer; never listed.
   */
  personal: boolean;
}

/** What the server asks the render for: one page, in one language, with the server's reads. */
export interface PageRequest {
  /** The address to render, with its query (`/es/parts?q=brake`) or its token (`/es/reviews/…`). */
  url: string;
  /** The site's public address (`https://shop.example`). */
  origin: string;
  language: Language;
  /** How the page's loaders get their data: the server's read cache. */
  read: PublicRead;
}

/** A page as the render made it. */
export interface RenderedPage {
  status: number;
  /** The whole HTML document. */
  html: string;
  /**
   * False when the server could not make the page it should have (a read or the render failed): it
   * is sent as it is (the browser renders it) but not kept for the next visitor.
   */
  complete: boolean;
}

/** The web build's render module (dist/.server/entry-server.js). */
export interface PageRender {
  renderPage(request: PageRequest): Promise<RenderedPage>;
  /** The site's pages, from the route tree. */
  pages: SitePage[];
  /** An address no page has, where the render draws the 404 page: every unknown address gets it. */
  missing: string;
}
