import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PublicPart } from '../part-search.ts';

/**
 * The catalogue's grid of `shown` parts, or what stands in for it: skeletons while loading, the
 * error, an empty shop, or a search that found nothing.
 */
export function CatalogueList({
  parts,
  shown,
  children,
}: {
  parts: PublicPart[] | 'loading' | 'failed';
  shown: PublicPart[];
  /** The cards of the shown parts. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  if (parts === 'loading') {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-busy="true" aria-label={t`Loading parts`}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={i} height={320} radius="md" data-testid="part-skeleton" />
        ))}
      </SimpleGrid>
    );
  }
  if (parts === 'failed') {
    return (
      <Paper withBorder p="md" role="alert">
        <Text c="red.9">
          <Trans>Error loading parts. Please try again later.</Trans>
        </Text>
      </Paper>
    );
  }
  if (parts.length === 0) {
    return (
      <Notice title={<Trans>No Parts Available</Trans>}>
        <Trans>Our inventory is being updated. Please call us to ask about a part.</Trans>
      </Notice>
    );
  }
  if (shown.length === 0) {
    return (
      <Notice title={<Trans>No Parts Found</Trans>}>
        <Trans>Try another search or category.</Trans>
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
      <Text>{children}</Text>
    </Stack>
  );
}
