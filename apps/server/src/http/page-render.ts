/**
 * The page road's contract, whatever the pages read: the server reads their data and sends the
 * pages; the web build's server render (apps/web/src/entry-server.tsx) turns an address and that
 * data into the whole HTML document. The shop's own data map is composed from the domains in
 * src/page-road.ts, which the web imports (`@shop/server/page-road`); the server loads the render
 * module built from it (web-build.ts).
 */
import type { CatalogueSearch, Language, RefusalReason } from '@shop/contract';
import type { AnyProcedure, inferProcedureInput, inferProcedureOutput } from '@trpc/server';
import type { Reader } from '../public-reads/public-read.ts';
import type { Context } from '../trpc/context.ts';

/** An object as it comes out of JSON: its dates are ISO strings. */
type AsJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

/**
 * What a private read gives its page: what the link opens, or why it opens nothing (the refusal's
 * code: a dead link, too many tries). Dates as JSON carries them, so the server's render and the
 * browser's are the same.
 */
export type PrivateAnswer<T> = { found: AsJson<T> } | { refused: RefusalReason };

/** What a read is asked with: the catalogue's page its search; a private read its route's params. */
export interface ReadArgs {
  search?: CatalogueSearch;
  params?: Record<string, string>;
}

/** Reads one piece of a page's data by the name the routes' loaders ask for. */
export type PageReadOf<Data> = <K extends keyof Data>(key: K, args?: ReadArgs) => Promise<Data[K]>;

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
export interface PageRequestOf<Data> {
  /** The address to render, with its query (`/es/parts?q=brake`) or its token (`/es/reviews/…`). */
  url: string;
  /** The site's public address (`https://shop.example`). */
  origin: string;
  language: Language;
  /** How the page's loaders get their data: the server's read cache. */
  read: PageReadOf<Data>;
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
export interface PageRenderOf<Data> {
  renderPage(request: PageRequestOf<Data>): Promise<RenderedPage>;
  /** The site's pages, from the route tree. */
  pages: SitePage[];
  /** An address no page has, where the render draws the 404 page: every unknown address gets it. */
  missing: string;
}

/** The render as the server handles it, whatever its pages read. */
export type PageRender = PageRenderOf<Record<string, unknown>>;

/** What a page that every visitor shares may read: its language, and the catalogue's search of its address. */
export interface PageAsk {
  language: Language;
  search: CatalogueSearch;
}

/**
 * A piece of data every visitor of a page shares, from the read cache, declared by the domain
 * that owns it (in its module's `pages`). A page the server keeps is made of these alone.
 */
export interface SharedPageData<T> {
  readonly shared: (reads: Reader, ask: PageAsk) => Promise<T>;
}

/**
 * A piece of data for one visitor, on a page behind their private link: read through the
 * procedure its REST path calls (rate limited per address there), with the route's params.
 */
export interface PrivatePageData<P extends AnyProcedure> {
  readonly procedure: P;
  readonly input: (params: Record<string, string>) => inferProcedureInput<P>;
}

/** What a page data declaration gives the page. */
export type PageDataOf<S> =
  S extends SharedPageData<infer T>
    ? T
    : S extends PrivatePageData<infer P>
      ? PrivateAnswer<inferProcedureOutput<P>>
      : never;

/** Declares a piece of data every visitor of a page shares. */
export const sharedPageData = <T>(shared: (reads: Reader, ask: PageAsk) => Promise<T>): SharedPageData<T> => ({
  shared,
});

/** Declares a piece of data for one visitor's private link, read through `procedure`. */
export const privatePageData = <P extends AnyProcedure>(
  procedure: P,
  input: (params: Record<string, string>) => inferProcedureInput<P>,
): PrivatePageData<P> => ({ procedure, input });

/**
 * How the server reads the pages' data, by the name the loaders ask for (composed in app.ts from
 * the domains' declarations).
 */
export interface PageReaders {
  /** The data every visitor of a page shares, in its language and for its search. */
  shared: Record<string, (language: Language, search: CatalogueSearch) => Promise<unknown>>;
  /** One visitor's data on a private link's page, with the request's context and the route's params. */
  private: Record<string, (context: Context, params: Record<string, string>) => Promise<unknown>>;
}
