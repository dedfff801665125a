import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { loadStaffCatalogue } from '../features/i18n/i18n.ts';
import { NotFoundPage } from '../features/layout/NotFoundPage.tsx';
import type { PublicDataSource } from '../public-data.ts';

export interface RouterContext {
  /** Where the loaders read public data: the browser's, or the server's when it renders a page. */
  publicData: PublicDataSource;
  /** The site's own address (`https://shop.example`), for what search engines read. */
  origin: string;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // A staff screen's words come in their own catalogue, before the screen renders (public pages never load it).
  beforeLoad: async ({ matches }) => {
    if (matches.some((match) => match.staticData.staff)) await loadStaffCatalogue();
  },
  // The shop's settings (name, phone, address, hours) for every screen; read once per visit.
  // Without them (the database away) the screens still render, without those details.
  loader: ({ context }) => context.publicData('settings').catch(() => undefined),
  staticData: { reads: ['settings'] },
  staleTime: Number.POSITIVE_INFINITY,
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
