import type { AnyRouter } from '@tanstack/react-router';

/**
 * Whether `path` (without language) is a staff screen (its route says `staticData.staff`): those
 * have one address, shown in the language the visitor chose, while public pages have an English
 * and a Spanish address.
 */
export function isStaffScreen(router: AnyRouter, path: string): boolean {
  return router.routesByPath[path]?.options.staticData?.staff === true;
}
