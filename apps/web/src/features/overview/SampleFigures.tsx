import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SAMPLE_FIGURES } from '@shop/contract';
import { IconCurrencyDollar, IconStar, IconUsers } from '@tabler/icons-react';
import { useDashboardFormats } from '../dashboard-kit/useDashboardFormats.ts';
import { StatCard } from './StatCard.tsx';

/**
 * The owner's specification's fixed figures and activity, kept as it asks, under a visible label
 * so nobody takes them for the shop's own.
 */
export function SampleFigures() {
  const { t } = useLingui();
  const { wholeMoney, number } = useDashboardFormats();
  return (
    <Stack component="section" aria-labelledby="sample-figures-title" gap="sm">
      <Group gap="sm">
        <Title order={2} size="h4" id="sample-figures-title">
          <Trans>Sample figures</Trans>
        </Title>
        <Badge variant="filled" autoContrast color="#9a3412">
          <Trans>Not the shop's data</Trans>
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        <Trans>Fixed examples from the website's specification; the figures above are the real ones.</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <StatCard
          label={t`Monthly revenue (sample)`}
          value={wholeMoney.format(SAMPLE_FIGURES.revenue)}
          icon={<IconCurrencyDollar size={20} />}
        />
        <StatCard
          label={t`Total customers (sample)`}
          value={number.format(SAMPLE_FIGURES.customers)}
          icon={<IconUsers size={20} />}
        />
        <StatCard
          label={t`Average rating (sample)`}
          value={number.format(SAMPLE_FIGURES.rating)}
          icon={<IconStar size={20} />}
        />
      </SimpleGrid>
      <Card withBorder>
        <Title order={3} size="h5" mb="xs">
          <Trans>Recent activity (sample)</Trans>
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
    </Stack>
  );
}
