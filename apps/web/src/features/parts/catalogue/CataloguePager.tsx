import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { CatalogueSearch } from '@shop/contract';
import type { ReactNode } from 'react';
import { PageLink } from './PageLink.tsx';

/** How many page numbers show either side of the current one. */
const AROUND = 2;

/**
 * The catalogue's pages as plain links (Previous, the numbers near the current page, Next): each
 * page has its own address, to share or bookmark, and they work without JavaScript.
 */
export function CataloguePager({
  search,
  page,
  pageCount,
}: {
  search: CatalogueSearch;
  page: number;
  pageCount: number;
}) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const link = (n: number, label: ReactNode, rel?: string) => (
    <Button
      key={rel ?? n}
      renderRoot={(props) => <PageLink {...props} search={{ ...search, page: n > 1 ? n : undefined }} rel={rel} />}
      variant={n === page && !rel ? 'filled' : 'default'}
      aria-current={n === page && !rel ? 'page' : undefined}
    >
      {label}
    </Button>
  );
  const numbers: number[] = [];
  for (let n = Math.max(1, page - AROUND); n <= Math.min(pageCount, page + AROUND); n++) numbers.push(n);
  return (
    <Group component="nav" aria-label={t`Pages`} justify="center" gap="xs" mt="xl">
      {page > 1 && link(Math.min(page - 1, pageCount), <Trans>Previous</Trans>, 'prev')}
      {numbers.map((n) => link(n, n))}
      {page < pageCount && link(page + 1, <Trans>Next</Trans>, 'next')}
    </Group>
  );
}
