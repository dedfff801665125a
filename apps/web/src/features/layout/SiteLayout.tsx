import { Outlet, useRouterState } from '@tanstack/react-router';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

export function SiteLayout() {
  // A page of its own for each route: moving to another page drops the last one instead of
  // updating it. React takes a server-rendered page over in steps, the page's own content last; a
  // link followed before that step (a slow phone, a quick tap) would otherwise have React take the
  // old page's content over after the router had moved on from it, and fail on its data (React
  // errors #422 and #520, and the whole page drawn again).
  const page = useRouterState({ select: (state) => state.matches.at(-1)?.routeId });
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Outlet key={page} />
      </main>
      <SiteFooter />
    </>
  );
}
