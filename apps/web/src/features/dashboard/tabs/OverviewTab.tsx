import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { OVERVIEW_FIXED_STATS } from '@shop/contract';
import { IconCalendar, IconCurrencyDollar, IconMail, IconStar, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { trpc } from '../../../trpc.ts';
import { useDashboardFormats } from '../useDashboardFormats.ts';

function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={28} fw={700}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" size="lg" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

export function OverviewTab() {
  const { t } = useLingui();
  const { wholeMoney, number } = useDashboardFormats();
  const counts = useQuery(trpc.appointments.overview.queryOptions());
  const pending = '…';
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="lg">
        <StatCard
          label={t`Today's appointments`}
          value={counts.data?.todaysAppointments ?? pending}
          icon={<IconCalendar size={20} />}
        />
        <StatCard
          label={t`Monthly revenue`}
          value={wholeMoney.format(OVERVIEW_FIXED_STATS.monthlyRevenue)}
          icon={<IconCurrencyDollar size={20} />}
        />
        <StatCard
          label={t`Total customers`}
          value={number.format(OVERVIEW_FIXED_STATS.totalCustomers)}
          icon={<IconUsers size={20} />}
        />
        <StatCard
          label={t`Average rating`}
          value={number.format(OVERVIEW_FIXED_STATS.averageRating)}
          icon={<IconStar size={20} />}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Group gap="xs" mb="xs">
            <IconMail size={18} aria-hidden />
            <Title order={2} size="h4">
              <Trans>Unread messages</Trans>
            </Title>
          </Group>
          <Text fz={28} fw={700}>
            {counts.data?.unreadMessages ?? pending}
          </Text>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            <Trans>Recent activity</Trans>
          </Title>
          <List spacing="xs" size="sm">
            <List.Item>
              <Trans>Transmission rebuild completed for a 2014 F-150</Trans>
            </List.Item>
            <List.Item>
              <Trans>New five-star review from a returning customer</Trans>
            </List.Item>
            <List.Item>
              <Trans>Brake service appointment confirmed for tomorrow</Trans>
            </List.Item>
          </List>
        </Card>
      </SimpleGrid>
    </>
  );
}
