import { Alert, Text } from '@mantine/core';
import type { Page } from '@shop/contract';
import { type ReactNode, useEffect } from 'react';
import { ListPager } from './ListPager.tsx';
import { ListSkeletons } from './ListSkeletons.tsx';
import type { PagedList } from './usePagedList.ts';

/** A staff list's query, as far as its states need it (a TanStack Query result). */
interface ListQuery<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  /** The rows shown are the last page's while the one asked for comes. */
  isPlaceholderData?: boolean;
}

/**
 * A staff list in each of its states: placeholders while its first rows come, the failure (above
 * the rows last shown, when a reload failed), what an empty list says, or the rows (`children`),
 * marked busy while the next page comes. A paged list (its query answers a `Page`) gets the pager
 * under it, and a later page its last rows left (deleted, now filtered out) gives way to the first.
 */
export function StaffList<T>({
  query,
  paging,
  pagerLabel,
  failed,
  empty,
  loading = <ListSkeletons count={3} />,
  children,
}: {
  query: ListQuery<T[] | Page<T>>;
  /** Where a paged list is (usePagedList). */
  paging?: PagedList;
  /** What the pages are, for screen readers: "Messages pages". */
  pagerLabel?: string;
  /** Why the list is not shown: "Error loading messages." */
  failed: string;
  /** What an empty list says: none yet, or none matching the filters. */
  empty: ReactNode;
  loading?: ReactNode;
  /** The rows, in the list's own container (which carries `data-list`). */
  children: (items: T[]) => ReactNode;
}) {
  const { data } = query;
  const page = data && !Array.isArray(data) ? data : undefined;
  const items = Array.isArray(data) ? data : data?.items;
  const emptiedLaterPage = !!paging && paging.firstRow > 0 && items?.length === 0 && !query.isPlaceholderData;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once each time a later page is found empty.
  useEffect(() => {
    if (emptiedLaterPage) paging?.restart();
  }, [emptiedLaterPage]);
  if (query.isPending) return loading;
  return (
    <>
      {query.isError && (
        <Alert color="red" role="alert">
          {failed}
        </Alert>
      )}
      {items &&
        (items.length === 0 ? (
          <Text c="gray.8" component="div">
            {empty}
          </Text>
        ) : (
          <div aria-busy={query.isPlaceholderData || undefined}>{children(items)}</div>
        ))}
      {page && paging && (
        <ListPager
          page={page}
          firstRow={paging.firstRow}
          // Until the page asked for comes, the one shown has the old cursors: a second click waits.
          onNext={() => !query.isPlaceholderData && paging.next(page)}
          onPrevious={() => !query.isPlaceholderData && paging.previous(page)}
          label={pagerLabel ?? ''}
        />
      )}
    </>
  );
}
