import { z } from 'zod';

/** One page of a list as the REST lists answer it with `limit` or `cursor` (the contract's `Page`). */
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

/**
 * The answer of a spec admin list: the whole list (an array, streamed) without paging parameters,
 * one page with `limit` or `cursor`.
 */
export const listOrPage = <Row extends z.ZodType>(row: Row) => z.union([z.array(row), pageOf(row)]);
