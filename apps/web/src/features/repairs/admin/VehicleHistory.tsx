import { Trans } from '@lingui/react/macro';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { RepairStatusBadge } from './RepairStatusBadge.tsx';

type Earlier = RouterOutputs['repairOrders']['vehicleHistory']['vehicle'][number];

/** The same vehicle's earlier repair orders (by VIN, else phone, make and model), and the customer's other cars'. */
export function VehicleHistory({ id }: { id: number }) {
  const history = useQuery(trpc.repairOrders.vehicleHistory.queryOptions({ id }));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ro-vehicle-history">
      <Title order={3} size="h5" id="ro-vehicle-history" mb="xs">
        <Trans>Vehicle history</Trans>
      </Title>
      {history.isError && (
        <Text size="sm" role="alert">
          <Trans>The vehicle's history could not be loaded.</Trans>
        </Text>
      )}
      {history.data && (
        <Stack gap="sm">
          <Earlier
            orders={history.data.vehicle}
            none={<Trans>No earlier visits of this vehicle.</Trans>}
            title={<Trans>This vehicle</Trans>}
          />
          {history.data.customer.length > 0 && (
            <Earlier orders={history.data.customer} none={null} title={<Trans>The customer's other vehicles</Trans>} />
          )}
        </Stack>
      )}
    </Card>
  );
}

function Earlier({ orders, none, title }: { orders: Earlier[]; none: ReactNode; title: ReactNode }) {
  const { money, date } = useDashboardFormats();
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {orders.length === 0 ? (
        <Text size="sm" c="gray.8">
          {none}
        </Text>
      ) : (
        orders.map((order) => (
          <Group key={order.id} gap="sm" wrap="wrap">
            <Anchor
              size="sm"
              renderRoot={(props) => <Link {...props} to="/dashboard/repairs/$id" params={{ id: String(order.id) }} />}
            >
              {order.number}
            </Anchor>
            <Text size="sm">{date.format(new Date(order.createdAt))}</Text>
            <Text size="sm">
              {order.vehicleYear} {order.vehicleMake} {order.vehicleModel}
            </Text>
            <Text size="sm">{order.concern.slice(0, 80)}</Text>
            <Text size="sm">{money.format(Number(order.total))}</Text>
            <RepairStatusBadge status={order.status} />
          </Group>
        ))
      )}
    </div>
  );
}
