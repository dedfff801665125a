import { type FilterQuery, raw } from '@mikro-orm/core';
import type { inventoryFiltersSchema } from '@shop/contract';
import type { z } from 'zod';
import { literally } from '../db/search.ts';
import type { Part } from './part.entity.ts';
import { partTextContains } from './part-search-text.ts';

/** The filters as they reach the service, checked by the contract. */
export type InventoryFilterValues = z.output<ReturnType<typeof inventoryFiltersSchema>>;

/**
 * The parts the filters leave, as a MikroORM `where`. An empty category or search narrows nothing.
 * `forCounts` leaves the status out (the counts per status beside the status filter) and matches
 * the search directly, where a count wants it: one bitmap scan of the trigram index.
 */
export function inventoryWhere(
  { status, category, q }: InventoryFilterValues,
  { forCounts = false } = {},
): FilterQuery<Part> {
  const where: Record<string | symbol, unknown> = {};
  if (status && !forCounts) where.status = status;
  if (category) where.category = category;
  if (q) {
    // Case and accents are ignored on both sides: "ceramica" finds "Cerámica". For a page, the
    // search is a subquery the planner can't fold into the page's (`offset 0`): the matches come
    // from the trigram index, then are ordered. Folded in, the planner may walk the whole table
    // newest first testing each part's text, when it guesses a search matches many parts and it
    // matches few.
    const condition = forCounts
      ? (alias: string) => partTextContains(alias)
      : (alias: string) =>
          `${alias}.id in (select found.id from parts found where ${partTextContains('found')} offset 0)`;
    where[raw(condition, [literally(q)])] = [];
  }
  return where as FilterQuery<Part>;
}
