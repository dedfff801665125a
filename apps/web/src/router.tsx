import type { I18n } from '@lingui/core';
import { addressIn, type Language, type Role, readAddress } from '@shop/contract';
import { type AnyRouter, createRouter, type RouterHistory } from '@tanstack/react-router';
import type { StaffGate } from './features/auth/staff-session.ts';
import { i18n, loadStaffCatalogue } from './features/i18n/i18n.ts';
import { isStaffScreen } from './features/i18n/staff-screens.ts';
import { loadPublicData, type PublicDataSource } from './public-data.ts';
import { routeTree } from './routeTree.gen.ts';

/** The dashboard's gate, fetched with the first staff screen (it brings the tRPC client). */
const staffGate: StaffGate = (...args) =>
  import('./features/auth/staff-session.ts').then((module) => module.enterDashboard(...args));

/**
 * The app's router; the server passes a memory history, the data it read for the page and the
 * page's language and messages. The public pages have a Spanish twin under `/es` (`/es/parts`): the address is
 * rewritten on the way in, so both share one route, and links are written back in the language
 * on screen, so a Spanish page's links stay Spanish.
 */
export function createAppRouter(server?: {
  history: RouterHistory;
  publicData: PublicDataSource;
  origin: string;
  language?: Language;
  /** The page's messages, in its language. */
  i18n?: I18n;
  /** The server's render of a page, which knows no visitor: the staff screens' gates stay open. */
  rendersPage?: true;
}) {
  // The router reads its first address while it is being made, before its routes are known: a
  // staff screen is recognised from the next read on (every load reads the address again).
  const made: { router?: AnyRouter } = {};
  const staff = (path: string) => made.router !== undefined && isStaffScreen(made.router, path);
  const router = createRouter({
    routeTree,
    history: server?.history,
    context: {
      publicData: server?.publicData ?? loadPublicData,
      origin: server?.origin ?? window.location.origin,
      i18n: server?.i18n ?? i18n,
      loadStaffWords: server ? async () => {} : loadStaffCatalogue,
      // The server's render knows no visitor: it draws the dashboard's frame, whoever asks.
      staffGate: server?.rendersPage ? async () => ({}) : staffGate,
    },
    rewrite: {
      input: ({ url }) => {
        const { language, path } = readAddress(url.pathname);
        if (language === 'en' || staff(path)) return undefined;
        url.pathname = path;
        return url;
      },
      output: ({ url }) => {
        // A staff screen has one address; a Spanish address the input left as it was (`/es/dashboard`:
        // no page has it) is shown as it is, with the 404 page, not sent one level deeper.
        if (staff(url.pathname) || readAddress(url.pathname).language !== 'en') return undefined;
        url.pathname = addressIn(server?.language ?? (i18n.locale as Language), url.pathname);
        return url;
      },
    },
    // Hovering or focusing a link starts loading its page (code and public data).
    defaultPreload: 'intent',
    // A page whose data takes a moment shows its loading state (the catalogue's skeletons) soon.
    defaultPendingMs: 200,
    // Browser behaviour only: a server render must not carry the router's scroll script.
    scrollRestoration: !server,
  });
  made.router = router;
  return router;
}

export type SiteRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: SiteRouter;
  }
  interface StaticDataRouteOption {
    /** A staff screen: not translated by address, shown in the language the visitor chose. */
    staff?: boolean;
    /** The page only sends the visitor on (like /services): not rendered on the server, not in the sitemap. */
    redirects?: boolean;
    /** A customer's page behind a private link: never listed, kept or indexed, no twin links in its head. */
    privateLink?: boolean;
    /**
     * A staff screen whose first render is the same for every visitor, signed in or not (the
     * sign-in forms; the dashboard's frame, before it knows who is signed in): the server renders
     * it like a public page, in the visitor's chosen language, so it shows before its code arrives.
     */
    serverRenders?: boolean;
    /** Its words are in the staff catalogue (its loader loads it): the page fetches it with its code. */
    staffWords?: boolean;
    /** A staff screen for this role and those above it (the dashboard's gate refuses the others). */
    needs?: Role;
  }
}
