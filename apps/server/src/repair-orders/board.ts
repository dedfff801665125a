import { OPEN_REPAIR_ORDER_STATUSES, type RepairOrderStatus, repairOrderLabel, SHOP_TIME_ZONE } from '@shop/contract';
import { readRepairSettings } from '../settings/settings.service.ts';
import type { Deps } from '../trpc/deps.ts';
import { RepairOrder } from './repair-order.entity.ts';
import { currentTotals, taxRuleOf, vehicleOf } from './repair-order-view.ts';

/** Cards per column, at most: the most recently changed. */
const CARDS_PER_COLUMN = 50;

/** The board: one column per status of a car still in the shop, with its count and latest cards. */
export async function repairBoard({ em }: Pick<Deps, 'em'>) {
  const statuses = [...OPEN_REPAIR_ORDER_STATUSES];
  const counts = await em.execute<{ status: RepairOrderStatus; count: string }[]>(
    `select status, count(*)::text as count from repair_orders where status in (${statuses.map(() => '?').join(', ')}) group by status`,
    statuses,
  );
  const picked = await em.execute<{ id: number }[]>(
    `select id from (
       select id, row_number() over (partition by status order by updated_at desc, id desc) as place
         from repair_orders where status in (${statuses.map(() => '?').join(', ')})) ranked
      where place <= ${CARDS_PER_COLUMN}`,
    statuses,
  );
  const orders = picked.length
    ? await em.find(
        RepairOrder,
        { id: { $in: picked.map((p) => p.id) } },
        { orderBy: { updatedAt: 'desc', id: 'desc' } },
      )
    : [];
  const totals = await currentTotals(
    em,
    orders.map((o) => o.id),
    taxRuleOf(await readRepairSettings(em)),
  );
  return {
    columns: statuses.map((status) => ({
      status,
      count: Number(counts.find((c) => c.status === status)?.count ?? 0),
      cards: orders
        .filter((o) => o.status === status)
        .map((o) => ({
          id: o.id,
          number: repairOrderLabel(o.number),
          status: o.status,
          customer: `${o.firstName} ${o.lastName}`,
          vehicle: vehicleOf(o),
          total: totals.get(o.id) ?? '0.00',
          updatedAt: o.updatedAt,
        })),
    })),
  };
}

/** The overview's figures: cars in the shop by status, estimates awaiting an answer, work authorised this week. */
export async function repairOverview({ em, now }: Pick<Deps, 'em' | 'now'>) {
  const statuses = [...OPEN_REPAIR_ORDER_STATUSES];
  const counts = await em.execute<{ status: RepairOrderStatus; count: string }[]>(
    `select status, count(*)::text as count from repair_orders where status in (${statuses.map(() => '?').join(', ')}) group by status`,
    statuses,
  );
  const [week] = await em.execute<{ total: string }[]>(
    `select coalesce(sum(approved_total), 0)::numeric(12,2)::text as total from estimate_authorisations
      where outcome = 'approved'
        and authorised_at >= (date_trunc('week', ?::timestamptz at time zone ?) at time zone ?)`,
    [now(), SHOP_TIME_ZONE, SHOP_TIME_ZONE],
  );
  return {
    inShop: statuses.map((status) => ({ status, count: Number(counts.find((c) => c.status === status)?.count ?? 0) })),
    awaitingAnswer: Number(counts.find((c) => c.status === 'awaiting-approval')?.count ?? 0),
    authorisedThisWeek: week?.total ?? '0.00',
  };
}
