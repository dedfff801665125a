import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

export function createAppRouter() {
  return createRouter({
    routeTree,
    // Hovering or focusing a link starts loading its page (code and public data).
    defaultPreload: 'intent',
    // A page whose data takes a moment shows its loading state (the catalogue's skeletons) soon.
    defaultPendingMs: 200,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
