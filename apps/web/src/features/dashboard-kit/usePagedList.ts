import { PAGE_SIZES, type Page, type StaffListPlace } from '@shop/contract';
import { useNavigate } from '@tanstack/react-router';

/** A list's filters as its address holds them: only those with a value (`?q=` and no `q` are one place). */
const withValues = <F extends object>(filters: F): F =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as F;

/**
 * Where a staff list is, read from and written to its address (`?status=unread&q=brakes&page=2&
 * cursor=…`, read by `read`, the list's reader from the contract), so a reload keeps it, Back and
 * Forward walk it and a copied address opens it. `query` is what the list's procedure is asked
 * (its key is the list's query key, so a change elsewhere refreshes it by invalidating that);
 * `firstRow` (from 0) places the page in the whole list for the pager's "26–50 of 1,204". A change
 * of filters starts again at the first page.
 */
export function usePagedList<S extends StaffListPlace>(
  read: (address: Record<string, unknown>) => S,
  address: object,
  limit: number = PAGE_SIZES.staff,
) {
  const navigate = useNavigate();
  const search = read(address as Record<string, unknown>);
  const { page = 1, cursor, ...filters } = search;
  type Filters = Omit<S, keyof StaffListPlace>;
  const go = (next: object, replace = false) =>
    void navigate({ to: '.', search: withValues(next) as never, replace, resetScroll: false });
  /** From the address as it is now: two filters changed in a row both stay. */
  const refine = (changed: object, replace: boolean) =>
    void navigate({
      to: '.',
      search: ((now: Record<string, unknown>) => {
        const { page: _page, cursor: _cursor, ...current } = read(now);
        return withValues({ ...current, ...changed });
      }) as never,
      replace,
      resetScroll: false,
    });
  return {
    filters: filters as Filters,
    query: { ...filters, limit, ...(cursor ? { cursor } : {}) },
    firstRow: (page - 1) * limit,
    /** To the page after `shown` (the one on screen). */
    next: (shown: Page<unknown>) => {
      if (shown.nextCursor) go({ ...filters, page: page + 1, cursor: shown.nextCursor });
    },
    /** To the page before it; the first page has an address of its own (no cursor). */
    previous: (shown: Page<unknown>) => {
      if (page > 2 && shown.previousCursor) go({ ...filters, page: page - 1, cursor: shown.previousCursor });
      else go(filters);
    },
    /** Back to the first page, in place of this one, as after a change that moved rows (a delete). */
    restart: () => go(filters, true),
    /** New filters (those left out keep their value), from the first page. `replace`: as typing goes, no step for Back. */
    filter: (changed: Partial<Filters>, { replace = false }: { replace?: boolean } = {}) => refine(changed, replace),
  };
}

export type PagedList = ReturnType<typeof usePagedList>;
