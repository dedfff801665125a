/**
 * The page road's contract, one place for both sides: the server reads public data and sends
 * pages; the web build's server render (apps/web/src/entry-server.tsx) turns an address and that
 * data into the whole HTML document. The web imports these types (`@shop/server/page-road`); the
 * server loads the render module built from it (web-build.ts).
 */
import type { CatalogueSearch, Language, RefusalReason } from '@shop/contract';
import type { ManagedAppointment } from '../appointments/manage.service.ts';
import type { PublicReads } from '../public-reads/public-reads.ts';
import type { ReviewRequest } from '../reviews/review-requests.service.ts';

type Read<K extends keyof PublicReads> = PublicReads[K] extends (...args: never[]) => Promise<infer T> ? T : never;

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
  /** A customer's own appointment, by the token of its manage link (a private read). */
  manage: PrivateAnswer<ManagedAppointment>;
  /** The visit a review link is for, by its token (a private read). */
  review: PrivateAnswer<ReviewRequest>;
}

/** An object as it comes out of JSON: its dates are ISO strings. */
type AsJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

/**
 * What a private read gives its page: what the link opens, or why it opens nothing (the refusal's
 * code: a dead link, too many tries). Dates as JSON carries them, so the server's render and the
 * browser's are the same.
 */
export type PrivateAnswer<T> = { found: AsJson<T> } | { refused: RefusalReason };

/**
 * The reads that belong to one visitor (a private link's page): made per request with the route's
 * params, only for a `privateLink` page, which is never kept, listed or indexed (PRIVATE_READS).
 */
export type PrivateRead = 'manage' | 'review';

/** What a read is asked with: the catalogue's page its search; a private read its route's params. */
export interface ReadArgs {
  search?: CatalogueSearch;
  params?: Record<string, string>;
}

/** Reads one piece of public data; the catalogue's page is the one `search` names. */
export type PublicRead = <K extends keyof PublicData>(key: K, args?: ReadArgs) => Promise<PublicData[K]>;

/** A page of the site, from the web build's route tree: the server keeps no page list of its own. */
export interface SitePage {
  /** Its English address (`/parts`); a page that is not `staff` also answers under `/es`. */
  path: string;
  /** A staff screen: one address, in the language the visitor chose, kept from search engines. */
  staff: boolean;
  /** A page of its own for visitors and search engines: in the sitemap, with its twins. */
  listed: boolean;
  /**
   * A customer's page behind a private link (`/appointments/manage/$token`, `/reviews/$token`): its
   * address has params, it is made for each request with its private reads, and never kept, listed
   * or indexed.
   */
  privateLink: boolean;
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
