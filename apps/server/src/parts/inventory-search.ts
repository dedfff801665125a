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
    // Case and accents are ignored on both sides: "ceramica" finds "Cerámica". The search is a
    // subquery the planner can't fold into the page's (`offset 0`): the matches come from the trigram
    // index, then are ordered. Folded in, the planner may walk the whole table newest first testing
    // each part's text, when it guesses a search matches many parts and it matches few.
    where[
      raw(
        (alias) =>
          `${alias}.id in (select found.id from parts found where ` +
          `shop_searchable(${inventorySearchText('found')}) like '%' || shop_searchable(?) || '%' offset 0)`,
        [literally(q)],
      )
    ] = [];
  }
  return where as FilterQuery<Part>;
}
