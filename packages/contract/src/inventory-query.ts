import { z } from 'zod';
import { PART_STATUSES } from './constants.ts';
import { inputObject, line } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';
import { pagingFields, searchField } from './paging.ts';

/**
 * What the managers' inventory narrows its parts by: a status, a category (its English name, as
 * parts store it) and a search over name, descriptions, brand and part number. Each one left out
 * narrows nothing.
 */
export const inventoryFiltersSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    status: z.enum(PART_STATUSES, { error: m.invalidValue }).optional(),
    category: line(m, 100).optional(),
    q: searchField(m),
  });
export type InventoryFilters = z.input<ReturnType<typeof inventoryFiltersSchema>>;

/** One page of the inventory (`limit`, `cursor`) with its filters. */
export const inventoryQuerySchema = (m: ValidationMessages = englishMessages) =>
  inventoryFiltersSchema(m).extend(pagingFields(m));
export type InventoryQuery = z.input<ReturnType<typeof inventoryQuerySchema>>;
