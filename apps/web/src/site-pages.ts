import type { SitePage } from '@shop/server/page-road';
import type { AnyRoute, AnyRouter } from '@tanstack/react-router';

/** A route and its parents, root first. */
export function branch(route: AnyRoute): AnyRoute[] {
  const parents: AnyRoute[] = [];
  for (let at: AnyRoute | undefined = route; at; at = at.parentRoute) parents.unshift(at);
  return parents;
}

/** What the routes of a page say about it (`staticData`), root first. */
const staticDataOf = (routes: AnyRoute[]) => routes.map((route) => route.options.staticData ?? {});

/** Whether the server renders a page made of these routes: public pages, and the staff screens that say so. */
export function rendersOnServer(routes: AnyRoute[]): boolean {
  const staticData = staticDataOf(routes);
  if (staticData.some((data) => data.redirects === true)) return false;
  return staticData.every((data) => data.staff !== true) || staticData.some((data) => data.serverRenders === true);
}

const pageOf = (path: string, routes: AnyRoute[]): SitePage => {
  const staticData = staticDataOf(routes);
  const staff = staticData.some((data) => data.staff === true);
  const privateLink = staticData.some((data) => data.privateLink === true);
  return {
    path,
    staff,
    listed: !staff && !privateLink && !staticData.some((data) => data.redirects === true),
    privateLink,
  };
};

/**
 * Every page of the router's route tree: each address and the route drawn there (a layout with an
 * index route is its index; one without, like the inbox above its messages, is a page itself;
 * pathless layouts have no address).
 */
export function sitePages(router: AnyRouter): SitePage[] {
  return Object.entries(router.routesByPath as Record<string, AnyRoute>)
    .map(([path, route]) => pageOf(path, branch(route)))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** An address no route has: where the server renders the 404 screen, once per language. */
export const NO_SUCH_PAGE = '/404';

/** The address of the 404 page, checked against the route tree. */
export function missingPage(router: AnyRouter): string {
  if (router.routesByPath[NO_SUCH_PAGE])
    throw new Error(`${NO_SUCH_PAGE} is a page: pick another address for the 404 page`);
  return NO_SUCH_PAGE;
}
