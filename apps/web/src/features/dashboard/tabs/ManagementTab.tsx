import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconActivity,
  IconArrowLeft,
  IconChevronRight,
  IconDatabase,
  IconFileText,
  IconMessageStar,
  IconSettings,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { type Loadable, LoadableScreen, loadableScreen } from '../../dashboard-kit/loadable-screen.tsx';

type ScreenName = 'services' | 'staffAccounts' | 'content' | 'settings' | 'backups' | 'reviews' | 'activity';

/**
 * The manager's screens behind the cards, each its own chunk. A card without a screen here still
 * shows "Coming soon". None of them holds the password strength meter's dictionaries: the meter
 * fetches them itself when a password field is shown.
 */
const screens: Partial<Record<ScreenName, Loadable>> = {
  activity: loadableScreen(() =>
    import('../../audit/admin/ActivityScreen.tsx').then((m) => ({ default: m.ActivityScreen })),
  ),
  backups: loadableScreen(() =>
    import('../../backups/admin/BackupsScreen.tsx').then((m) => ({ default: m.BackupsScreen })),
  ),
  content: loadableScreen(() =>
    import('../../content/admin/ContentScreen.tsx').then((m) => ({ default: m.ContentScreen })),
  ),
  reviews: loadableScreen(() =>
    import('../../reviews/admin/ReviewsScreen.tsx').then((m) => ({ default: m.ReviewsScreen })),
  ),
  services: loadableScreen(() =>
    import('../../services/admin/ServicesScreen.tsx').then((m) => ({ default: m.ServicesScreen })),
  ),
  settings: loadableScreen(() =>
    import('../../settings/admin/SettingsScreen.tsx').then((m) => ({ default: m.SettingsScreen })),
  ),
  staffAccounts: loadableScreen(() =>
    import('../../staff-accounts/admin/StaffAccountsScreen.tsx').then((m) => ({ default: m.StaffAccountsScreen })),
  ),
};

/**
 * Fetches every screen's code, so a card opens its screen at once with only its data to wait
 * for. The dashboard asks for it when the browser is idle after it shows; the tab asks too, in
 * case the cards came first. A failed fetch is tried again when the card is opened.
 */
export function preloadManagementScreens(): void {
  for (const { preload } of Object.values(screens)) preload().catch(() => undefined);
}

function usePrefetchedScreens() {
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preloadManagementScreens, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(preloadManagementScreens, 200);
    return () => clearTimeout(timer);
  }, []);
}

function ManagementCard({
  icon,
  title,
  children,
  onOpen,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  onOpen?: () => void;
}) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="xs">
        <ThemeIcon variant="light" size="lg" aria-hidden>
          {icon}
        </ThemeIcon>
        {onOpen ? null : (
          <Badge variant="outline" color="gray.7">
            <Trans>Coming soon</Trans>
          </Badge>
        )}
      </Group>
      <Title order={2} size="h4">
        {onOpen ? (
          // The card's title opens its screen: the button is named by the words it shows.
          <UnstyledButton onClick={onOpen} c="blue.8" fw="inherit" fz="inherit">
            <Group gap={4} component="span" wrap="nowrap">
              {title}
              <IconChevronRight size={18} aria-hidden />
            </Group>
          </UnstyledButton>
        ) : (
          title
        )}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {children}
      </Text>
    </Card>
  );
}

/** The owner's four management cards; each opens its screen in place, with a way back. */
export function ManagementTab() {
  const { t } = useLingui();
  const [open, setOpen] = useState<ScreenName | null>(null);
  usePrefetchedScreens();
  const screen = open ? screens[open] : undefined;
  if (screen) {
    return (
      <>
        <Button
          variant="subtle"
          mb="md"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => setOpen(null)}
        >
          <Trans>Back to management</Trans>
        </Button>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={t`Loading`} />
            </Center>
          }
        >
          <LoadableScreen screen={screen} />
        </Suspense>
      </>
    );
  }
  const opener = (name: ScreenName) => (screens[name] ? () => setOpen(name) : undefined);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <ManagementCard icon={<IconTool size={20} />} title={t`Manage Services`} onOpen={opener('services')}>
        <Trans>Edit the services and prices shown to customers.</Trans>
      </ManagementCard>
      <ManagementCard icon={<IconUsers size={20} />} title={t`Manage Users`} onOpen={opener('staffAccounts')}>
        <Trans>Add staff accounts and change their roles.</Trans>
      </ManagementCard>
      <ManagementCard icon={<IconFileText size={20} />} title={t`Manage Content`} onOpen={opener('content')}>
        <Trans>Update the text and testimonials on the website.</Trans>
      </ManagementCard>
      <ManagementCard icon={<IconSettings size={20} />} title={t`Settings`} onOpen={opener('settings')}>
        <Trans>Shop hours, contact details and other settings.</Trans>
      </ManagementCard>
      <ManagementCard icon={<IconDatabase size={20} />} title={t`Backups`} onOpen={opener('backups')}>
        <Trans>Copies of everything the shop keeps: when they ran, download one, back up now.</Trans>
      </ManagementCard>
      <ManagementCard icon={<IconMessageStar size={20} />} title={t`Reviews`} onOpen={opener('reviews')}>
        <Trans>Publish or hide what customers wrote about their visit, and reply to it.</Trans>
      </ManagementCard>
      <ManagementCard icon={<IconActivity size={20} />} title={t`Activity`} onOpen={opener('activity')}>
        <Trans>Who signed in, failed to, or changed or deleted something, and when.</Trans>
      </ManagementCard>
    </SimpleGrid>
  );
}
