import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../features/layout/NotFoundPage.tsx';
import type { PublicDataSource } from '../public-data.ts';

export interface RouterContext {
  /** Where the loaders read public data: the browser's, or the server's when it renders a page. */
  publicData: PublicDataSource;
  /** The site's own address (`https://shop.example`), for what search engines read. */
  origin: string;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The shop's settings (name, phone, address, hours) for every screen; read once per visit.
  // Without them (the database away) the screens still render, without those details.
  loader: ({ context }) => context.publicData('settings').catch(() => undefined),
  staticData: { reads: ['settings'] },
  staleTime: Number.POSITIVE_INFINITY,
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
