import type { I18n } from '@lingui/core';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { StaffGate } from '../features/auth/staff-session.ts';
import { NotFoundPage } from '../features/layout/NotFoundPage.tsx';
import { rootRouteHead } from '../features/seo/page-heads.ts';
import type { PublicDataSource } from '../public-data.ts';

export interface RouterContext {
  /** Where the loaders read public data: the browser's, or the server's when it renders a page. */
  publicData: PublicDataSource;
  /** The site's own address (`https://shop.example`), for what search engines read. */
  origin: string;
  /** The page's language and messages, for what route heads write (the server renders pages concurrently). */
  i18n: I18n;
  /**
   * Loads the staff screens' words before a staff screen renders; nothing on the server, which
   * renders no staff words (the dashboard's frame only).
   */
  loadStaffWords: () => Promise<void>;
  /**
   * The dashboard's gate (features/auth/staff-session.ts); open while the server renders, as it
   * knows nobody: it draws the dashboard's frame only.
   */
  staffGate: StaffGate;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The shop's settings (name, phone, address, hours) for every screen; read once per visit.
  // Without them (the database away) the screens still render, without those details.
  loader: ({ context }) => context.publicData('settings').catch(() => undefined),
  staleTime: Number.POSITIVE_INFINITY,
  // Every screen's title and description; a public page's canonical and twin addresses.
  head: rootRouteHead,
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
