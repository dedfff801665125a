import { Trans } from '@lingui/react/macro';
import { Alert, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The page of parts shown, or what stands in for it: skeletons while the first page loads, the
 * error (over the last page, when a reload failed), an empty inventory, or filters that match
 * nothing. The grid carries the `data-list` mark the scale bench counts rows by.
 */
export function InventoryList({
  loading,
  failed,
  shown,
  filtered,
  children,
}: {
  loading: boolean;
  failed: boolean;
  /** How many parts the page holds; undefined until one has loaded. */
  shown: number | undefined;
  /** Whether a filter or search narrows the list (else an empty page is an empty inventory). */
  filtered: boolean;
  /** The cards of the page's parts. */
  children: ReactNode;
}) {
  if (loading) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={i} height={220} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <>
      {failed && (
        <Alert color="red" role="alert">
          <Trans>Error loading parts. Please try again later.</Trans>
        </Alert>
      )}
      {shown !== undefined &&
        (shown === 0 ? (
          <Text ta="center" fw={600} py="xl">
            {filtered ? <Trans>No Parts Found</Trans> : <Trans>No Parts in Inventory</Trans>}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-list="inventory">
            {children}
          </SimpleGrid>
        ))}
    </>
  );
}
