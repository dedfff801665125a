import { type FilterQuery, raw } from '@mikro-orm/core';
import type { inventoryFiltersSchema } from '@shop/contract';
import type { z } from 'zod';
import type { Part } from './part.entity.ts';

/** The columns the inventory's search box looks in. */
const SEARCHED_COLUMNS = ['name', 'description', 'description_es', 'brand', 'part_number'];

/**
 * A part's searched text as one string, the expression the trigram index `parts_inventory_search_index`
 * is built on (Migration20261125170300 writes it out, as migrations can't import live code): the
 * query must spell it the same, columns and order, for the planner to use the index.
 */
export const inventorySearchText = (alias?: string) =>
  SEARCHED_COLUMNS.map((column) => `coalesce(${alias ? `${alias}.` : ''}"${column}", '')`).join(` || ' ' || `);

/** What people type, as a LIKE pattern's middle: `%`, `_` and `\` are letters here. */
const literally = (typed: string) => typed.replace(/[\\%_]/g, '\\$&');

/** The filters as they reach the service, checked by the contract. */
export type InventoryFilterValues = z.output<ReturnType<typeof inventoryFiltersSchema>>;

/**
 * The parts the filters leave, as a MikroORM `where`. An empty category or search narrows nothing.
 * `withoutStatus` leaves the status out, for the counts per status beside the status filter.
 */
export function inventoryWhere(
  { status, category, q }: InventoryFilterValues,
  { withoutStatus = false } = {},
): FilterQuery<Part> {
  const where: Record<string | symbol, unknown> = {};
  if (status && !withoutStatus) where.status = status;
  if (category) where.category = category;
  if (q) {
    // Case and accents are ignored on both sides: "Balatas" finds "balatas", "freno" finds "Fréno".
    where[
      raw(
        (alias) => `shop_searchable(${inventorySearchText(alias)}) like '%' || shop_searchable(?) || '%'`,
        [literally(q)],
      )
    ] = [];
  }
  return where as FilterQuery<Part>;
}
