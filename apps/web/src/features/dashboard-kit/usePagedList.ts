import { PAGE_SIZES, type Page } from '@shop/contract';
import { useState } from 'react';

/**
 * Where a staff list is: the page of rows it shows for `filters`, by the cursors the server hands
 * out. A change of filters starts again at the first page. `query` is what the list's procedure
 * is asked; `firstRow` (from 0) places the page in the whole list for the pager's "26–50 of 1,204".
 */
export function usePagedList<F extends object>(filters: F, limit: number = PAGE_SIZES.staff) {
  const key = JSON.stringify(filters);
  const [at, setAt] = useState<{ key: string; cursor?: string; firstRow: number }>({ key, firstRow: 0 });
  const current = at.key === key ? at : { key, firstRow: 0 };
  if (current !== at) setAt(current);
  return {
    query: { ...filters, limit, ...(current.cursor ? { cursor: current.cursor } : {}) },
    firstRow: current.firstRow,
    /** To the page after `page` (the one shown). */
    next: (page: Page<unknown>) =>
      page.nextCursor && setAt({ key, cursor: page.nextCursor, firstRow: current.firstRow + page.items.length }),
    /** To the page before it. */
    previous: (page: Page<unknown>) =>
      page.previousCursor &&
      setAt({ key, cursor: page.previousCursor, firstRow: Math.max(0, current.firstRow - limit) }),
    /** Back to the first page, as after a change that moves rows (a delete, a new row). */
    restart: () => setAt({ key, firstRow: 0 }),
  };
}
