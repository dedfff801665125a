import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CatalogueSearch } from '@shop/contract';
import type { ReactNode } from 'react';
import type { PageData } from '../../../public-data.ts';
import { PageLink } from './PageLink.tsx';

/**
 * The catalogue's grid of one page of parts, or what stands in for it: skeletons while loading,
 * the error, an empty shop, or a search (or a page past the end) that found nothing.
 */
export function CatalogueList({
  results,
  search,
  children,
}: {
  results: PageData['parts'] | 'loading' | 'failed';
  search: CatalogueSearch;
  /** The cards of the page's parts. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  if (results === 'loading') {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-busy="true" aria-label={t`Loading parts`}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={i} height={320} radius="md" data-testid="part-skeleton" />
        ))}
      </SimpleGrid>
    );
  }
  if (results === 'failed') {
    return (
      <Paper withBorder p="md" role="alert">
        <Text c="red.9">
          <Trans>Error loading parts. Please try again later.</Trans>
        </Text>
      </Paper>
    );
  }
  const filtered = search.q !== undefined || search.category !== undefined;
  if (results.total === 0 && !filtered) {
    return (
      <Notice title={<Trans>No Parts Available</Trans>}>
        <Trans>Our inventory is being updated. Please call us to ask about a part.</Trans>
      </Notice>
    );
  }
  if (results.items.length === 0) {
    const pastTheEnd = results.total > 0;
    return (
      <Notice title={<Trans>No Parts Found</Trans>}>
        {pastTheEnd ? (
          <Button
            renderRoot={(props) => <PageLink {...props} search={{ ...search, page: undefined }} />}
            variant="default"
          >
            <Trans>Back to the first page</Trans>
          </Button>
        ) : (
          <Trans>Try another search or category.</Trans>
        )}
      </Notice>
    );
  }
  return <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>{children}</SimpleGrid>;
}

/** Where the grid would be: a heading and a line of advice. */
function Notice({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack align="center" py="xl" ta="center">
      <Title order={2} size="h3">
        {title}
      </Title>
      {typeof children === 'object' ? children : <Text>{children}</Text>}
    </Stack>
  );
}
