import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import type { PublicData } from './public-data.ts';

/** A page of the site as the server needs to know it; everything here comes from the route tree. */
export interface SitePage {
  /** Its English address (`/parts`); public pages also have a Spanish one under `/es`. */
  path: string;
  /** A staff screen: one address, rendered in the browser (it needs the visitor's token), not for search engines. */
  staff: boolean;
  /** A page of its own for visitors and search engines: rendered on the server, in the sitemap, with twins. */
  listed: boolean;
  /** A page for one customer behind a secret address (a review link): rendered on the server, never kept or listed. */
  personal: boolean;
  /** The public data its loaders read (the server writes it into the page). */
  reads: (keyof PublicData)[];
  /** Its routes' ids, root first: the keys of its code in the build's page manifest (.vite/pages.json). */
  routes: string[];
}

/** A route and its parents, root first. */
function branch(route: AnyRoute): AnyRoute[] {
  const parents: AnyRoute[] = [];
  for (let at: AnyRoute | undefined = route; at; at = at.parentRoute) parents.unshift(at);
  return parents;
}

const pageOf = (path: string, routes: AnyRoute[]): SitePage => {
  const staticData = routes.map((route) => route.options.staticData ?? {});
  const staff = staticData.some((data) => data.staff === true);
  const personal = staticData.some((data) => data.personal === true);
  return {
    path,
    staff,
    listed: !staff && !personal && !staticData.some((data) => data.redirects === true),
    personal,
    reads: [...new Set(staticData.flatMap((data) => data.reads ?? []))],
    routes: routes.map((route) => route.id),
  };
};

/** Every page of the router's route tree (the leaves with an address; layouts are not pages). */
export function sitePages(router: AnyRouter): SitePage[] {
  return Object.entries(router.routesByPath as Record<string, AnyRoute>)
    .filter(([, route]) => !route.children || (route.children as unknown[]).length === 0)
    .map(([path, route]) => pageOf(path, branch(route)))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** An address no route has: where the server renders the 404 screen, once per language. */
const NO_SUCH_PAGE = '/404';

/** The 404 page: made of the root route alone, rendered at an address no route has. */
export function missingPage(router: AnyRouter): SitePage {
  if (router.routesByPath[NO_SUCH_PAGE])
    throw new Error(`${NO_SUCH_PAGE} is a page: pick another address for the 404 page`);
  return { ...pageOf(NO_SUCH_PAGE, [router.routeTree as AnyRoute]), listed: false };
}
