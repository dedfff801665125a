import '@mantine/core/styles/Tabs.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Center, Container, Group, Loader, Paper, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { trpc } from '../../trpc.ts';
import { type CurrentUser, useCurrentUser } from '../auth/session.ts';
import { type Loadable, LoadableScreen, loadableScreen } from '../dashboard-kit/loadable-screen.tsx';
import { useRoleLabel } from '../dashboard-kit/useRoleLabel.ts';
import classes from './DashboardPage.module.css';
import { WelcomeCard } from './WelcomeCard.tsx';

type TabName = 'overview' | 'appointments' | 'messages' | 'parts' | 'carousel' | 'management' | 'account';

/**
 * Each tab body is its own chunk: a user-role account loads none of them and a supervisor never
 * loads the managers' parts and carousel tools (dialogs, upload).
 */
const tabCode: Record<TabName, Loadable> = {
  overview: loadableScreen(() => import('../overview/OverviewTab.tsx').then((m) => ({ default: m.OverviewTab }))),
  appointments: loadableScreen(() =>
    import('../appointments/admin/AppointmentsTab.tsx').then((m) => ({ default: m.AppointmentsTab })),
  ),
  messages: loadableScreen(() => import('../messages/admin/MessagesTab.tsx').then((m) => ({ default: m.MessagesTab }))),
  parts: loadableScreen(() => import('../parts/inventory/PartsTab.tsx').then((m) => ({ default: m.PartsTab }))),
  carousel: loadableScreen(() => import('../carousel/admin/CarouselTab.tsx').then((m) => ({ default: m.CarouselTab }))),
  management: loadableScreen(() => import('./tabs/ManagementTab.tsx').then((m) => ({ default: m.ManagementTab }))),
  account: loadableScreen(() => import('../account/admin/AccountTab.tsx').then((m) => ({ default: m.AccountTab }))),
};
/** The sign-in form, for a visitor whose session ended: a signed-in visit never downloads it. */
const AuthTabs = lazy(() => import('../auth/AuthTabs.tsx').then((m) => ({ default: m.AuthTabs })));

const EnrolmentScreen = lazy(() =>
  import('../account/admin/EnrolmentScreen.tsx').then((m) => ({ default: m.EnrolmentScreen })),
);

/** Whether the page runs in the browser never changes once known. */
const noChange = () => () => {};

/** /dashboard: the sign-in form when signed out; the tabs the staff member's role allows when in. */
export function DashboardPage() {
  const { t } = useLingui();
  const { user, isLoading, enrolmentRequired } = useCurrentUser();
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
  if (enrolmentRequired) {
    return (
      <Suspense fallback={<TabLoading />}>
        <EnrolmentScreen />
      </Suspense>
    );
  }
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
      {user.role === 'user' ? <UserDashboard /> : <DashboardTabs manager={user.role === 'manager'} />}
    </Container>
  );
}

/** The user role's dashboard: the welcome card and their own account. */
function UserDashboard() {
  return (
    <>
      <WelcomeCard />
      <Suspense fallback={<TabLoading />}>
        <LoadableScreen screen={tabCode.account} />
      </Suspense>
    </>
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
    { value: 'account', label: t`Your account` },
  ];
  // While the overview shows, fetch the other tabs this role has, so switching is instant: one tab
  // each time the browser is idle, so their code is not run in one long task while the page loads;
  // then, for a manager, the management screens behind the Management tab's cards.
  useEffect(() => {
    const names = (manager ? Object.keys(tabCode) : ['appointments', 'messages', 'account']) as TabName[];
    const steps: (() => Promise<unknown>)[] = names.map((name) => () => tabCode[name].preload());
    if (manager) steps.push(() => import('./tabs/ManagementTab.tsx').then((m) => m.preloadManagementScreens()));
    let stopped = false;
    let idle: number | undefined;
    const next = () => {
      const step = steps.shift();
      if (!step || stopped) return;
      step()
        .catch(() => {
          // Not fatal here: opening the tab or screen loads it (and reports a failure) itself.
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
        return (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <Suspense fallback={<TabLoading />}>
              <LoadableScreen screen={tabCode[tab.value]} />
            </Suspense>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}

/** Runs `task` when the browser is idle (at the latest after 3 s); a timer where there is no idle callback. */
const whenIdle = (task: () => void): number =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(task, { timeout: 3000 })
    : window.setTimeout(task, 200);
const cancelWhenIdle = (id: number) =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(id) : window.clearTimeout(id);

function TabLoading() {
  const { t } = useLingui();
  return (
    <Center py="xl">
      <Loader aria-label={t`Loading`} />
    </Center>
  );
}
