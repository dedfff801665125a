import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, type LinkProps, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { trpc } from '../../trpc.ts';
import classes from './DashboardLayout.module.css';

interface Tab {
  to: LinkProps['to'];
  label: string;
  /** Active only on its own address (the Overview), not under it. */
  exact?: boolean;
}

/**
 * The dashboard's tabs: a link to each screen the role may open, the current one marked. One
 * row: on a phone it scrolls sideways and keeps the current tab in view.
 */
export function DashboardNav({ manager }: { manager: boolean }) {
  const { t } = useLingui();
  const unread = useQuery(trpc.messages.unreadCount.queryOptions()).data?.unread ?? 0;
  const managers: Tab[] = [
    { to: '/dashboard/parts', label: t`Parts` },
    { to: '/dashboard/carousel', label: t`Carousel` },
    { to: '/dashboard/manage', label: t`Management` },
  ];
  const tabs: Tab[] = [
    { to: '/dashboard', label: t`Overview`, exact: true },
    { to: '/dashboard/appointments', label: t`Appointments` },
    { to: '/dashboard/repairs', label: t`Repairs` },
    { to: '/dashboard/messages', label: unread > 0 ? t`Messages (${unread} unread)` : t`Messages` },
    ...(manager ? managers : []),
    { to: '/dashboard/account', label: t`Your account` },
  ];
  const list = useRef<HTMLUListElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });
  // biome-ignore lint/correctness/useExhaustiveDependencies: on every change of screen, and of the row's width (the unread count).
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const row = list.current;
    // Scrolled within the row only: the page itself stays where it is.
    if (current && row && row.scrollWidth > row.clientWidth) {
      row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname, unread]);
  return (
    <nav aria-label={t`Dashboard sections`} className={classes.nav}>
      <ul ref={list} className={classes.tabs}>
        {tabs.map((tab) => (
          <li key={tab.to} className={classes.tabItem}>
            <Link to={tab.to} activeOptions={{ exact: tab.exact ?? false }} className={classes.tab}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
