import '@mantine/core/styles/Tabs.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Center, Container, Group, Loader, Paper, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { trpc } from '../../trpc.ts';
import { type CurrentUser, useCurrentUser } from '../auth/session.ts';
import { useRoleLabel } from '../dashboard-kit/useRoleLabel.ts';
import classes from './DashboardPage.module.css';
import { WelcomeCard } from './WelcomeCard.tsx';

type TabName = 'overview' | 'appointments' | 'messages' | 'parts' | 'carousel' | 'management';

/**
 * Each tab body is its own chunk: a user-role account loads none of them and a supervisor never
 * loads the managers' parts and carousel tools (dialogs, upload).
 */
const loadTab: Record<TabName, () => Promise<{ default: ComponentType }>> = {
  overview: () => import('../overview/OverviewTab.tsx').then((m) => ({ default: m.OverviewTab })),
  appointments: () => import('../appointments/admin/AppointmentsTab.tsx').then((m) => ({ default: m.AppointmentsTab })),
  messages: () => import('../messages/admin/MessagesTab.tsx').then((m) => ({ default: m.MessagesTab })),
  parts: () => import('../parts/inventory/PartsTab.tsx').then((m) => ({ default: m.PartsTab })),
  carousel: () => import('../carousel/admin/CarouselTab.tsx').then((m) => ({ default: m.CarouselTab })),
  management: () => import('./tabs/ManagementTab.tsx').then((m) => ({ default: m.ManagementTab })),
};
/** The sign-in form, for a visitor whose session ended: a signed-in visit never downloads it. */
const AuthTabs = lazy(() => import('../auth/AuthTabs.tsx').then((m) => ({ default: m.AuthTabs })));

const TabBody: Record<TabName, ComponentType> = {
  overview: lazy(loadTab.overview),
  appointments: lazy(loadTab.appointments),
  messages: lazy(loadTab.messages),
  parts: lazy(loadTab.parts),
  carousel: lazy(loadTab.carousel),
  management: lazy(loadTab.management),
};

/** Whether the page runs in the browser never changes once known. */
const noChange = () => () => {};

/** /dashboard: the sign-in form when signed out; the tabs the staff member's role allows when in. */
export function DashboardPage() {
  const { t } = useLingui();
  const { user, isLoading } = useCurrentUser();
  // The server renders the screen's frame without knowing who is signed in (the token is in the
  // browser's storage): an empty screen-high space, in no words (the staff catalogue is the
  // browser's), until the browser has taken the page over.
  const inBrowser = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  // Each state fills the screen, so the footer stays below it while the next one loads (no layout shift).
  if (!inBrowser) return <div className={classes.screen} />;
  if (isLoading) {
    return (
      <Center py="xl" className={classes.screen}>
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  }
  if (!user) {
    return (
      <Container size={440} py="xl" className={classes.screen}>
        <Paper withBorder shadow="sm" p="lg">
          <Title order={1} size="h2" mb="md">
            <Trans>Staff Login</Trans>
          </Title>
          {/* Signing in here re-renders this page as the dashboard. */}
          <Suspense fallback={<TabLoading />}>
            <AuthTabs onSignedIn={() => {}} />
          </Suspense>
        </Paper>
      </Container>
    );
  }
  return (
    <Container size="xl" py="lg" className={classes.screen}>
      <DashboardHeader user={user} />
      {user.role === 'user' ? <WelcomeCard /> : <DashboardTabs manager={user.role === 'manager'} />}
    </Container>
  );
}

function DashboardHeader({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const roleLabel = useRoleLabel()(user.role);
  return (
    <Group justify="space-between" mb="lg" wrap="wrap">
      <Group gap="sm">
        <Button component={Link} to="/" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          <Trans>Back to home</Trans>
        </Button>
        <Title order={1} size="h2">
          <Trans>Dashboard</Trans>
        </Title>
      </Group>
      <Group gap="sm">
        <Badge variant="light" size="lg" aria-label={t`Role: ${roleLabel}`}>
          {roleLabel}
        </Badge>
        <Text fw={600}>{user.firstName || user.email}</Text>
      </Group>
    </Group>
  );
}

function DashboardTabs({ manager }: { manager: boolean }) {
  const { t } = useLingui();
  const unread = useQuery(trpc.messages.unreadCount.queryOptions()).data?.unread ?? 0;
  const tabs: { value: TabName; label: string }[] = [
    { value: 'overview', label: t`Overview` },
    { value: 'appointments', label: t`Appointments` },
    { value: 'messages', label: unread > 0 ? t`Messages (${unread} unread)` : t`Messages` },
    ...(manager
      ? [
          { value: 'parts' as const, label: t`Parts` },
          { value: 'carousel' as const, label: t`Carousel` },
          { value: 'management' as const, label: t`Management` },
        ]
      : []),
  ];
  // While the overview shows, fetch the other tabs this role has, so switching is instant.
  useEffect(() => {
    for (const name of manager ? Object.keys(loadTab) : ['overview', 'appointments', 'messages']) {
      void loadTab[name as TabName]().catch(() => {
        // Not fatal here: opening the tab loads it (and reports a failure) itself.
      });
    }
  }, [manager]);
  return (
    <Tabs defaultValue="overview" keepMounted={false}>
      <Tabs.List className={`${classes.tabList} ${manager ? classes.manager : ''}`} mb="lg">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} className={classes.tab}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => {
        const Body = TabBody[tab.value];
        return (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <Suspense fallback={<TabLoading />}>
              <Body />
            </Suspense>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}

function TabLoading() {
  const { t } = useLingui();
  return (
    <Center py="xl">
      <Loader aria-label={t`Loading`} />
    </Center>
  );
}
