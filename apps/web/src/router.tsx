import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { loadPublicData, type PublicDataSource } from './public-data.ts';
import { routeTree } from './routeTree.gen.ts';

/** The app's router; the server passes a memory history and the data it read for the page. */
export function createAppRouter(server?: { history: RouterHistory; publicData: PublicDataSource; origin: string }) {
  return createRouter({
    routeTree,
    history: server?.history,
    context: {
      publicData: server?.publicData ?? loadPublicData,
      origin: server?.origin ?? window.location.origin,
    },
    // Hovering or focusing a link starts loading its page (code and public data).
    defaultPreload: 'intent',
    // A page whose data takes a moment shows its loading state (the catalogue's skeletons) soon.
    defaultPendingMs: 200,
    // Browser behaviour only: a server render must not carry the router's scroll script.
    scrollRestoration: !server,
  });
}

export type SiteRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: SiteRouter;
  }
}
