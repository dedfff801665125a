import './staff-styles.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate, useRouteContext } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { type CurrentUser, useCurrentUser } from '../auth/session.ts';
import { ScreenLoading } from '../dashboard-kit/ScreenLoading.tsx';
import { useRoleLabel } from '../dashboard-kit/useRoleLabel.ts';
import classes from './DashboardLayout.module.css';
import { DashboardNav } from './DashboardNav.tsx';
import { BackgroundAlertsButton } from './live-news/BackgroundAlertsButton.tsx';
import { LiveNews } from './live-news/LiveNews.tsx';
import { ScreenRefused } from './ScreenRefused.tsx';
import { usePrefetchedScreens } from './usePrefetchedScreens.ts';

const EnrolmentScreen = lazy(() =>
  import('../account/admin/EnrolmentScreen.tsx').then((m) => ({ default: m.EnrolmentScreen })),
);

/** Whether the page runs in the browser never changes once known. */
const noChange = () => () => {};

/**
 * The frame of every staff screen (`/dashboard/...`): the header, the tabs the staff member's role
 * allows (none for the user role), and the screen of the address below them. The dashboard's gate
 * has settled who is signed in before it renders.
 */
export function DashboardLayout() {
  // The gate's answer for this address: a screen for a role above the visitor's is refused here.
  const { refused } = useRouteContext({ from: '/_site/dashboard' });
  return <DashboardFrame>{refused ? <ScreenRefused needs={refused} /> : <Outlet />}</DashboardFrame>;
}

function DashboardFrame({ children }: { children: ReactNode }) {
  const { user, isLoading, enrolmentRequired } = useCurrentUser();
  const here = useLocation({ select: (location) => location.href });
  const navigate = useNavigate();
  // The server renders the frame without knowing who is signed in (the token is in the browser's
  // storage): an empty screen-high space, in no words (the staff catalogue is the browser's), until
  // the browser has taken the page over.
  const inBrowser = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  // The session ended while the screen was open (signed out here or elsewhere, expired): sign in
  // again, and come back to this address. Once: the address changes as the sign-in page comes.
  const signedOut = inBrowser && !user && !isLoading && !enrolmentRequired;
  const leftFrom = useRef(here);
  if (!signedOut) leftFrom.current = here;
  useEffect(() => {
    if (signedOut) void navigate({ to: '/auth', search: { next: leftFrom.current }, replace: true });
  }, [signedOut, navigate]);
  // Each state fills the screen, so the footer stays below it while the next one loads (no layout shift).
  if (!inBrowser) return <div className={classes.screen} />;
  if (enrolmentRequired) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <EnrolmentScreen />
      </Suspense>
    );
  }
  if (!user) return <div className={classes.screen} />;
  return (
    <Container size="xl" py="lg" className={classes.screen}>
      <DashboardHeader user={user} />
      {user.role !== 'user' && <StaffTabs manager={user.role === 'manager'} />}
      {/* One live stream per open dashboard; a user-role account has nothing to hear. */}
      {user.role !== 'user' && <LiveNews userId={user.id} />}
      {children}
    </Container>
  );
}

function StaffTabs({ manager }: { manager: boolean }) {
  usePrefetchedScreens(manager);
  return <DashboardNav manager={manager} />;
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
        {user.role !== 'user' && <BackgroundAlertsButton />}
        <Badge variant="light" size="lg" aria-label={t`Role: ${roleLabel}`}>
          {roleLabel}
        </Badge>
        <Text fw={600}>{user.firstName || user.email}</Text>
      </Group>
    </Group>
  );
}
