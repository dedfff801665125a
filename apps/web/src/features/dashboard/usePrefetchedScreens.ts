import { type AnyRoute, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The screens a supervisor opens besides the one shown, and their open items' code. */
const SUPERVISOR_SCREENS = [
  '/_site/dashboard/',
  '/_site/dashboard/appointments',
  '/_site/dashboard/appointments/$id',
  '/_site/dashboard/repairs',
  '/_site/dashboard/repairs/',
  '/_site/dashboard/repairs/$id',
  '/_site/dashboard/messages',
  '/_site/dashboard/messages/$id',
  '/_site/dashboard/account',
];
/** A manager's too: the tabs, then the screens behind the Management cards. */
const MANAGER_SCREENS = [
  ...SUPERVISOR_SCREENS,
  '/_site/dashboard/parts',
  '/_site/dashboard/carousel',
  '/_site/dashboard/manage',
  '/_site/dashboard/manage/users',
  '/_site/dashboard/manage/services',
  '/_site/dashboard/manage/content',
  '/_site/dashboard/manage/settings',
  '/_site/dashboard/manage/reviews',
  '/_site/dashboard/manage/backups',
  '/_site/dashboard/manage/activity',
];

/**
 * Once the dashboard shows, fetches the code of the other screens the role may open, so a tab or
 * card opens with only its data to wait for: one screen each time the browser is idle, so their
 * code does not run in one long task while the page loads. The router splits each screen's code
 * by route; this asks it for those chunks ahead (a chunk already here costs nothing).
 */
export function usePrefetchedScreens(manager: boolean): void {
  const router = useRouter();
  useEffect(() => {
    const ids = manager ? MANAGER_SCREENS : SUPERVISOR_SCREENS;
    const byId = router.routesById as unknown as Record<string, AnyRoute | undefined>;
    const routes = ids.map((id) => byId[id]).filter((route) => route !== undefined);
    let stopped = false;
    let idle: number | undefined;
    const next = () => {
      const route = routes.shift();
      if (!route || stopped) return;
      Promise.resolve(router.loadRouteChunk(route))
        .catch(() => {
          // Not fatal here: opening the screen loads it (and reports a failure) itself.
        })
        .finally(() => {
          if (!stopped) idle = whenIdle(next);
        });
    };
    idle = whenIdle(next);
    return () => {
      stopped = true;
      if (idle !== undefined) cancelWhenIdle(idle);
    };
  }, [manager, router]);
}

/** Runs `task` when the browser is idle (at the latest after 3 s); a timer where there is no idle callback. */
const whenIdle = (task: () => void): number =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(task, { timeout: 3000 })
    : window.setTimeout(task, 200);
const cancelWhenIdle = (id: number) =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(id) : window.clearTimeout(id);
