import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { REPAIR_ORDER_STATUSES, type RepairOrderStatus, readRepairOrderListAddress } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { ListSearchInput, useListSearch } from '../../dashboard-kit/ListSearchInput.tsx';
import { StaffList } from '../../dashboard-kit/StaffList.tsx';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { usePagedList } from '../../dashboard-kit/usePagedList.ts';
import { RepairStatusBadge } from './RepairStatusBadge.tsx';
import { useRepairStatusLabel } from './repair-words.ts';

type ListedRepairOrder = RouterOutputs['repairOrders']['list']['items'][number];

/**
 * `/dashboard/repairs/list`: every repair order, newest first, one page at a time, searched (the
 * number, the customer, the vehicle, its VIN) and filtered by status in the database; all of it in
 * the address (`?status=ready&q=camry&page=2&cursor=…`).
 */
export function RepairOrderList() {
  const { t } = useLingui();
  const statusLabel = useRepairStatusLabel();
  const list = usePagedList(readRepairOrderListAddress, useSearch({ from: '/_site/dashboard/repairs/list' }));
  const { status, q } = list.filters;
  const typing = useListSearch(q, (next) => list.filter({ q: next }, { replace: true }));
  const orders = useQuery({ ...trpc.repairOrders.list.queryOptions(list.query), placeholderData: keepPreviousData });
  return (
    <>
      <Group grow align="flex-end" preventGrowOverflow={false} mb="md">
        <ListSearchInput
          label={t`Search repair orders`}
          description={t`Number, customer, phone, vehicle or VIN`}
          value={typing.text}
          onChange={typing.setText}
        />
        <NativeSelect
          label={t`Status`}
          value={status ?? ''}
          onChange={(e) =>
            list.filter({ status: (e.currentTarget.value || undefined) as RepairOrderStatus | undefined })
          }
          data={[
            { value: '', label: t`Every status` },
            ...REPAIR_ORDER_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
          ]}
        />
      </Group>
      <StaffList
        query={orders}
        paging={list}
        pagerLabel={t`Repair order pages`}
        failed={t`The repair orders could not be loaded. Please try again.`}
        empty={q || status ? <Trans>No repair orders match.</Trans> : <Trans>No repair orders yet.</Trans>}
      >
        {(items) => (
          <Stack data-list="repair-orders" gap="xs">
            {items.map((order) => (
              <RepairOrderRow key={order.id} order={order} />
            ))}
          </Stack>
        )}
      </StaffList>
    </>
  );
}

function RepairOrderRow({ order }: { order: ListedRepairOrder }) {
  const { money, dateTime } = useDashboardFormats();
  const vehicle = `${order.vehicleYear} ${order.vehicleMake} ${order.vehicleModel}`;
  const customer = `${order.firstName} ${order.lastName}`;
  return (
    <Card withBorder padding="sm" component="article" aria-label={`${order.number} ${customer}`} data-row>
      <Group justify="space-between" wrap="wrap">
        <Group gap="md" wrap="wrap">
          <Anchor
            fw={700}
            c="blue.9"
            renderRoot={(props) => <Link {...props} to="/dashboard/repairs/$id" params={{ id: String(order.id) }} />}
          >
            {order.number}
          </Anchor>
          <Text size="sm">{customer}</Text>
          <Text size="sm">{vehicle}</Text>
        </Group>
        <Group gap="md">
          <Text size="sm" fw={600}>
            {money.format(Number(order.total))}
          </Text>
          <Text size="sm" c="gray.8">
            {dateTime.format(new Date(order.createdAt))}
          </Text>
          <RepairStatusBadge status={order.status} />
        </Group>
      </Group>
    </Card>
  );
}
