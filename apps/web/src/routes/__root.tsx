import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../features/layout/NotFoundPage.tsx';
import { loadPublicData } from '../public-data.ts';

export const Route = createRootRoute({
  // The shop's settings (name, phone, address, hours) for every screen; read once per visit.
  // Without them (the database away) the screens still render, without those details.
  loader: () => loadPublicData('settings').catch(() => undefined),
  staleTime: Number.POSITIVE_INFINITY,
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
