/**
 * Every use the app makes of TanStack Router and React beyond their documented API, in one place:
 * fields of a route match, the router's server-render flag, the route ids of the router plugin's
 * generator, and React's mark of a part it could not render on the server. The test beside this
 * file (router-internals.test.tsx) renders a small route tree through each and fails when an
 * upgrade changes one of them.
 */
import type { AnyRouter } from '@tanstack/react-router';

/** What a route match carries beyond its documented fields, as far as the app reads it. */
export interface MatchInternals {
  /** The search parameters its own route validated; `search` holds whatever else the address carries too. */
  _strictSearch?: object;
  /** Set on the match that draws the not-found page: an address no route has, or a loader's `notFound()`. */
  _notFound?: boolean;
}

/** The search parameters a match's own route validated (the catalogue's search and page). */
export const validatedSearch = (match: MatchInternals): object => match._strictSearch ?? {};

/** Whether the router draws the not-found page at this match. */
export const drawsNotFound = (match: MatchInternals): boolean => match._notFound === true;

/**
 * Tells the router that the page came from a server render, so that its first render is the
 * server's (no Suspense boundary of its own around the matches) and React can take the HTML over.
 * Set here rather than by the router's RouterClient/hydrate: those read the loader data from an
 * inline script the router writes, which the strict CSP would need a hash for in every render,
 * and cost 1.5 KB gzip more code per page; the data comes from `shop-data` (public-data.ts).
 */
export function markServerRendered(router: AnyRouter): void {
  router.ssr = { manifest: undefined };
}

/**
 * React's mark, in server-rendered HTML, of a part that failed to render on the server (a
 * Suspense boundary left to the browser, which then renders it, or the whole page, itself).
 */
const CLIENT_RENDERED_PART = '<!--$!-->';

/** Whether the server rendered the whole of this HTML, with no part left to the browser. */
export const renderedWhole = (html: string): boolean => !html.includes(CLIENT_RENDERED_PART);

/** The router plugin's route generator, as far as the route ids go. */
interface RouteGenerator {
  getRoutesByFileMap(): Map<string, { routeId: string }>;
}

/**
 * The route id the router plugin's generator gave each route file (by its absolute path), through
 * a plugin of the router plugin (its `plugins` option), so that no rule of ours maps files to routes.
 */
export function routeIdsOfFiles() {
  let generator: RouteGenerator | undefined;
  return {
    plugin: {
      name: 'shop:route-ids',
      init: (options: { generator: RouteGenerator }) => {
        generator = options.generator;
      },
    },
    /** Each route file's route id, as the generator's last run made them. */
    byFile: (): Map<string, string> =>
      new Map([...(generator?.getRoutesByFileMap() ?? [])].map(([file, { routeId }]) => [file, routeId])),
  };
}
