import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconCalendarClock, IconMail, IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import { useCurrentUser } from '../auth/session.ts';
import { BackupHealthAlert } from '../backups/admin/BackupHealthAlert.tsx';
import { useDashboardFormats } from '../dashboard-kit/useDashboardFormats.ts';
import { RepairFigures } from './RepairFigures.tsx';
import { SampleFigures } from './SampleFigures.tsx';
import { StatCard } from './StatCard.tsx';

/** The dashboard's first tab: the shop's real figures, then the specification's samples, labelled. */
export function OverviewTab() {
  const { t } = useLingui();
  const { money } = useDashboardFormats();
  const figures = useQuery(trpc.overview.figures.queryOptions());
  const today = useQuery(trpc.overview.today.queryOptions());
  // Managers see when backups need attention (they are the ones who can act on it).
  const manager = useCurrentUser().user?.role === 'manager';
  const backups = useQuery({ ...trpc.backups.health.queryOptions(), enabled: manager });
  // A manager's overview shows once the backups' health is known (it comes in the figures' request),
  // so a warning is there from the first paint instead of pushing the figures down after it.
  if (manager && backups.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t`Loading`} />
      </Center>
    );
  }
  const failed = figures.isError || today.isError;
  const pending = failed ? '—' : '…';
  const sold = figures.data?.partsSoldThisMonth;
  return (
    <Stack gap="xl">
      <Stack component="section" aria-labelledby="shop-figures-title" gap="sm">
        <Title order={2} size="h4" id="shop-figures-title">
          <Trans>The shop now</Trans>
        </Title>
        {backups.data?.warning && <BackupHealthAlert health={backups.data} />}
        {failed && (
          <Text role="alert">
            <Trans>Some figures could not be loaded.</Trans>
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <StatCard
            label={t`Parts sold this month`}
            value={sold?.count ?? pending}
            detail={sold ? t`Total ${money.format(Number(sold.total))}` : undefined}
            icon={<IconPackage size={20} />}
          />
          <StatCard
            label={t`Messages awaiting reply`}
            value={figures.data?.messagesAwaitingReply ?? pending}
            icon={<IconMail size={20} />}
          />
          <StatCard
            label={t`Upcoming appointments`}
            value={figures.data?.upcomingAppointments ?? pending}
            icon={<IconCalendarClock size={20} />}
          />
          <StatCard
            label={t`Today's appointments`}
            value={today.data?.todaysAppointments ?? pending}
            icon={<IconCalendar size={20} />}
          />
        </SimpleGrid>
      </Stack>
      <RepairFigures />
      <SampleFigures />
    </Stack>
  );
}
