import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PAGE_SIZES, type Page } from '@shop/contract';
import { Refusal } from '../refusal.ts';

/**
 * Keyset paging for the staff lists and the spec's admin REST lists, on MikroORM's
 * `findByCursor`: a page is "the `limit` rows after (or before) this row" in a fixed order that
 * ends in a unique column, so rows added while someone pages never repeat or skip a row, and the
 * cost of a page does not grow with the table (an index on the order answers it).
 *
 * A cursor is our own token, base64url of `[direction, ...the row's order values]`, checked
 * against the order's columns before it reaches SQL: a forged or damaged one is a 400, never a
 * database error. Date columns in an order must hold whole milliseconds (what JavaScript
 * writes); rows written by SQL with `now()` would not survive the round trip through a cursor.
 */

export type OrderSpec<T> = readonly (readonly [key: keyof T & string, direction: 'asc' | 'desc'])[];

interface PageOptions<T extends object> {
  where: FilterQuery<T>;
  /** The order, ending in a unique column (the id). */
  orderBy: OrderSpec<T>;
  limit?: number | undefined;
  cursor?: string | undefined;
  /** Relations to load with each row. */
  populate?: readonly string[];
  /** The filtered list's total, when the caller counts it already in an aggregate of its own: no second count. */
  total?: number | undefined;
  /** Without a cursor: the first page (default) or the last one. */
  from?: 'start' | 'end';
}

type Direction = 'next' | 'previous';
const DIRECTION_MARK: Record<Direction, string> = { next: 'n', previous: 'p' };

const invalidCursor = () => new Refusal('invalid-input', { field: 'cursor', key: 'invalidValue' });

function encodeCursor(direction: Direction, values: unknown[]): string {
  const plain = values.map((v) => (v instanceof Date ? v.toISOString() : v));
  return Buffer.from(JSON.stringify([DIRECTION_MARK[direction], ...plain])).toString('base64url');
}

/** The cursor's direction and its row's order values, typed as the order's columns are. */
function decodeCursor<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  orderBy: OrderSpec<T>,
  token: string,
): { direction: Direction; row: Record<string, unknown> } {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(decoded) || decoded.length !== orderBy.length + 1) throw invalidCursor();
  const [mark, ...values] = decoded;
  const direction = mark === 'n' ? 'next' : mark === 'p' ? 'previous' : undefined;
  if (!direction) throw invalidCursor();
  const properties = em.getMetadata().find(entity)?.properties as Record<string, { runtimeType?: string }> | undefined;
  const row: Record<string, unknown> = {};
  orderBy.forEach(([key], i) => {
    row[key] = typedValue(properties?.[key]?.runtimeType, values[i]);
  });
  return { direction, row };
}

function typedValue(runtimeType: string | undefined, value: unknown): unknown {
  if (value === null) return null;
  switch (runtimeType) {
    case 'Date': {
      const date = typeof value === 'string' ? new Date(value) : undefined;
      if (!date || Number.isNaN(date.getTime())) throw invalidCursor();
      return date;
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw invalidCursor();
      return value;
    default:
      if (typeof value !== 'string' || value.length > 1000) throw invalidCursor();
      return value;
  }
}

/** What `findByCursor` answers, as this module reads it. */
interface FoundPage<T> {
  items: T[];
  totalCount?: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

/**
 * `em.findByCursor`, typed loosely: the ORM's option types can't follow a generic entity. The order
 * and the cursor's row are checked here before they reach it.
 */
const findByCursor = <T extends object>(em: EntityManager) =>
  em.findByCursor.bind(em) as unknown as (entity: EntityName<T>, options: object) => Promise<FoundPage<T>>;

/** One page of rows in `orderBy`, with the filtered list's total and the cursors either side. */
export async function cursorPage<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  { where, orderBy, limit = PAGE_SIZES.staff, cursor, populate, total, from = 'start' }: PageOptions<T>,
): Promise<Page<T>> {
  const at = cursor ? decodeCursor(em, entity, orderBy, cursor) : undefined;
  const backward = at ? at.direction === 'previous' : from === 'end';
  const found = await findByCursor<T>(em)(entity, {
    where,
    orderBy: orderBy.map(([key, direction]) => ({ [key]: direction })),
    ...(backward
      ? { last: limit, ...(at ? { before: at.row } : {}) }
      : { first: limit, ...(at ? { after: at.row } : {}) }),
    ...(populate ? { populate } : {}),
    includeCount: total === undefined,
  });
  const { items } = found;
  const values = (item: T | undefined) => orderBy.map(([key]) => (item as Record<string, unknown>)[key]);
  return {
    items,
    total: total ?? found.totalCount ?? items.length,
    nextCursor: found.hasNextPage && items.length ? encodeCursor('next', values(items.at(-1))) : null,
    previousCursor: found.hasPrevPage && items.length ? encodeCursor('previous', values(items[0])) : null,
  };
}

/** A page whose rows are shown differently from how they are stored. */
export function mapPage<T, U>(page: Page<T>, map: (row: T) => U): Page<U> {
  return { ...page, items: page.items.map(map) };
}
