import { z } from 'zod';
import { cleanString } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';
import { isPlainLine } from './plain-text.ts';

/** How many rows one page of a list holds. */
export const PAGE_SIZES = {
  /** The staff lists (inbox, inventory, accounts, appointments). */
  staff: 25,
  /**
   * The public catalogue: its grid of 1, 2 or 3 columns fills evenly, and the page's first HTML
   * (cards and their data) stays well under 150 KB raw whatever the parts' texts.
   */
  catalogue: 18,
  /** The most any client may ask for in one page. */
  max: 100,
} as const;

/** The longest search a list takes. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * One page of a list: its rows, how many rows the whole (filtered) list has, and the cursors of
 * the pages after and before it (null at either end). A cursor marks a row, not an offset, so
 * rows added while someone pages never repeat or skip a row.
 */
export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

/** `Page` as a schema of its rows: how the REST lists describe a page they answer. */
export const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    items: z.array(row),
    total: z.number().int().meta({ description: 'How many rows the whole filtered list has' }),
    nextCursor: z.string().nullable().meta({ description: 'Send as `cursor` for the next page; null on the last' }),
    previousCursor: z
      .string()
      .nullable()
      .meta({ description: 'Send as `cursor` for the page before; null on the first' }),
  });

/** A cursor as the server hands them out: base64url, opaque to clients. */
const CURSOR = /^[A-Za-z0-9_-]{1,500}$/;

/**
 * The paging fields of a list's query. Without `limit` and `cursor`, the REST paths of the spec
 * answer the whole list (streamed); with either, one page of `limit` rows (default PAGE_SIZES.staff).
 */
export const pagingFields = (m: ValidationMessages = englishMessages) => ({
  limit: z.coerce
    .number({ error: m.invalidValue })
    .int(m.invalidValue)
    .min(1, m.invalidValue)
    .max(PAGE_SIZES.max, m.invalidValue)
    .optional(),
  cursor: z.string({ error: m.invalidValue }).regex(CURSOR, m.invalidValue).optional(),
});

/** A list's search box: one line, trimmed; empty searches nothing. */
export const searchField = (m: ValidationMessages = englishMessages) =>
  cleanString(m, isPlainLine).max(SEARCH_MAX_LENGTH, m.tooLong).optional();

/** Whether a list query asks for one page (else the whole list). */
export const asksForPage = (query: { limit?: number | undefined; cursor?: string | undefined }) =>
  query.limit !== undefined || query.cursor !== undefined;
