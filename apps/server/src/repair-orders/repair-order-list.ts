import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type Page,
  type RepairOrderFilter,
  type RepairOrderListInput,
  repairOrderFilterSchema,
  repairOrderListSchema,
} from '@shop/contract';
import { cursorPage, type OrderSpec } from '../db/paging.ts';
import { textContains } from '../db/search.ts';
import { readRepairSettings } from '../settings/settings.service.ts';
import type { Deps } from '../trpc/deps.ts';
import { RepairOrder } from './repair-order.entity.ts';
import {
  currentTotals,
  findRepairOrder,
  type ListedRow,
  listedRow,
  type RepairOrderView,
  repairOrderView,
  taxRuleOf,
} from './repair-order-view.ts';

/** Newest first; the id is unique, so it orders alone. */
const ORDER: OrderSpec<RepairOrder> = [['id', 'desc']];

/** The text the search box looks in, as the trigram index `repair_orders_search_index` has it. */
const searchedText = (a: string) =>
  [
    `'RO-' || ${a}.number::text`,
    `${a}.first_name`,
    `${a}.last_name`,
    `coalesce(${a}.email, '')`,
    `${a}.phone`,
    `regexp_replace(${a}.phone, '[^0-9]', '', 'g')`,
    `${a}.vehicle_year::text`,
    `${a}.vehicle_make`,
    `${a}.vehicle_model`,
    `coalesce(${a}.vin, '')`,
  ].join(` || ' ' || `);

type Filter = ReturnType<typeof repairOrderFilterSchema>['_zod']['output'];

const whereOf = ({ status, q }: Filter): FilterQuery<RepairOrder> => ({
  ...(status ? { status } : {}),
  ...(q ? textContains(searchedText, q) : {}),
});

/** Rows with their current totals, worked out for the whole batch at once. */
async function withTotals(em: EntityManager, orders: readonly RepairOrder[]): Promise<ListedRow[]> {
  const totals = await currentTotals(
    em,
    orders.map((o) => o.id),
    taxRuleOf(await readRepairSettings(em)),
  );
  return orders.map((o) => listedRow(o, totals.get(o.id) ?? '0.00'));
}

/** One page of the repair orders, newest first. */
export async function repairOrdersPage(
  { em }: Pick<Deps, 'em'>,
  input: RepairOrderListInput,
): Promise<Page<ListedRow>> {
  const { limit, cursor, ...filter } = repairOrderListSchema().parse(input);
  const page = await cursorPage(em, RepairOrder, { where: whereOf(filter), orderBy: ORDER, limit, cursor });
  return { ...page, items: await withTotals(em, page.items) };
}

const STREAM_BATCH = 200;

/** Every repair order the filter picks, newest first, read from a database cursor. */
export async function* streamRepairOrders(
  { em }: Pick<Deps, 'em'>,
  filter: RepairOrderFilter,
): AsyncGenerator<ListedRow> {
  const parsed = repairOrderFilterSchema().parse(filter);
  let batch: RepairOrder[] = [];
  for await (const row of em.stream(RepairOrder, { where: whereOf(parsed), orderBy: { id: 'desc' } })) {
    batch.push(row);
    if (batch.length < STREAM_BATCH) continue;
    yield* await withTotals(em, batch);
    batch = [];
  }
  yield* await withTotals(em, batch);
}

/** One repair order, whole. */
export async function repairOrderDetail({ em }: Pick<Deps, 'em'>, { id }: { id: number }): Promise<RepairOrderView> {
  return repairOrderView(em, await findRepairOrder(em, id), await readRepairSettings(em));
}

/** How many earlier repair orders the history lists, at most, of each kind. */
const HISTORY_MAX = 50;

/**
 * The vehicle's other repair orders, newest first: by its VIN when it has one, else by the
 * customer's phone digits with the same make and model. And the same customer's (phone) repair
 * orders of other vehicles.
 */
export async function vehicleHistory({ em }: Pick<Deps, 'em'>, { id }: { id: number }) {
  const ro = await findRepairOrder(em, id);
  const digits = ro.phone.replace(/\D/g, '');
  const samePhone = `regexp_replace(phone, '[^0-9]', '', 'g') = ?`;
  const sameVehicle = ro.vin
    ? { sql: 'upper(vin) = upper(?)', params: [ro.vin] }
    : {
        sql: `${samePhone} and lower(vehicle_make) = lower(?) and lower(vehicle_model) = lower(?)`,
        params: [digits, ro.vehicleMake, ro.vehicleModel],
      };
  const idsOf = async (sql: string, params: unknown[]) =>
    (
      await em.execute<{ id: number }[]>(
        `select id from repair_orders where id <> ? and (${sql}) order by id desc limit ${HISTORY_MAX}`,
        [ro.id, ...params],
      )
    ).map((r) => r.id);
  const vehicleIds = await idsOf(sameVehicle.sql, sameVehicle.params);
  const customerIds = (await idsOf(samePhone, [digits])).filter((other) => !vehicleIds.includes(other));
  const load = async (ids: number[]) =>
    ids.length ? withTotals(em, await em.find(RepairOrder, { id: { $in: ids } }, { orderBy: { id: 'desc' } })) : [];
  return { vehicle: await load(vehicleIds), customer: await load(customerIds) };
}
