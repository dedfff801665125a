import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCar, IconCash, IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import { useDashboardFormats } from '../dashboard-kit/useDashboardFormats.ts';
import { useRepairStatusLabel } from '../repairs/admin/repair-words.ts';
import { StatCard } from './StatCard.tsx';

/** The shop floor at a glance: the cars in the shop by status, estimates awaiting an answer, work authorised this week. */
export function RepairFigures() {
  const { t } = useLingui();
  const { money, number } = useDashboardFormats();
  const statusLabel = useRepairStatusLabel();
  const figures = useQuery(trpc.repairOrders.overview.queryOptions());
  const pending = figures.isError ? '—' : '…';
  const inShop = figures.data?.inShop.reduce((sum, row) => sum + row.count, 0);
  return (
    <Stack component="section" aria-labelledby="repair-figures-title" gap="sm">
      <Title order={2} size="h4" id="repair-figures-title">
        <Trans>Repairs</Trans>
      </Title>
      {figures.isError && (
        <Text role="alert">
          <Trans>The repair figures could not be loaded.</Trans>
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <StatCard
          label={t`Cars in the shop`}
          value={inShop ?? pending}
          icon={<IconCar size={20} />}
          detail={
            figures.data?.inShop.some((row) => row.count > 0)
              ? figures.data.inShop
                  .filter((row) => row.count > 0)
                  .map((row) => `${statusLabel(row.status)}: ${number.format(row.count)}`)
                  .join(' · ')
              : undefined
          }
        />
        <StatCard
          label={t`Estimates awaiting an answer`}
          value={figures.data?.awaitingAnswer ?? pending}
          icon={<IconHourglass size={20} />}
        />
        <StatCard
          label={t`Authorised this week`}
          value={figures.data ? money.format(Number(figures.data.authorisedThisWeek)) : pending}
          icon={<IconCash size={20} />}
        />
      </SimpleGrid>
    </Stack>
  );
}
