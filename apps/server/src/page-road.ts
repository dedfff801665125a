/**
 * The page road as the web build sees it (`@shop/server/page-road`): the data each page may read,
 * by the name its loaders ask for, composed from the domains' modules, and the contract of the
 * render that turns an address and that data into a page (http/page-render.ts).
 */
import type { AnyProcedure } from '@trpc/server';
import type { PageDataOf, PageReadOf, PageRenderOf, PageRequestOf, PrivatePageData } from './http/page-render.ts';
import type { ModulePages } from './modules.ts';

export type { PrivateAnswer, ReadArgs, RenderedPage, SitePage } from './http/page-render.ts';

/**
 * What the site's pages show: what every visitor of a page shares (the shop's facts, the carousel,
 * the catalogue...) and, on a page behind a customer's private link, that customer's own (a
 * private read).
 */
export type PageData = { [K in keyof ModulePages]: PageDataOf<ModulePages[K]> };

/**
 * The reads that belong to one visitor (a private link's page): made per request with the route's
 * params, only for a `privateLink` page, which is never kept, listed or indexed.
 */
export type PrivateRead = {
  [K in keyof ModulePages]: ModulePages[K] extends PrivatePageData<AnyProcedure> ? K : never;
}[keyof ModulePages];

/** Reads one piece of a page's data; the catalogue's page is the one `search` names. */
export type PageRead = PageReadOf<PageData>;

/** What the server asks the render for: one page, in one language, with the server's reads. */
export type PageRequest = PageRequestOf<PageData>;

/** The web build's render module (dist/.server/entry-server.js). */
export type PageRender = PageRenderOf<PageData>;
