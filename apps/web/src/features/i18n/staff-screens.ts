import type { AnyRoute, AnyRouter } from '@tanstack/react-router';

/**
 * Whether `path` (without language) is a staff screen: the route of its first segment, or one
 * above it, says `staticData.staff` (the dashboard's frame, over `/dashboard/messages/42` too).
 * Those have one address, shown in the language the visitor chose, while public pages have an
 * English and a Spanish address.
 */
export function isStaffScreen(router: AnyRouter, path: string): boolean {
  for (
    let route: AnyRoute | undefined = router.routesByPath[/^\/[^/]*/.exec(path)?.[0] ?? '/'];
    route;
    route = route.parentRoute
  ) {
    if (route.options.staticData?.staff) return true;
  }
  return false;
}
