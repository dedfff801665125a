import { Trans } from '@lingui/react/macro';
import { Alert, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The inventory's grid, or what stands in for it: skeletons while loading, the error, an empty
 * inventory, or filters that match nothing.
 */
export function InventoryList({
  state,
  total,
  shown,
  children,
}: {
  state: 'pending' | 'error' | 'success';
  total: number;
  shown: number;
  /** The cards of the shown parts. */
  children: ReactNode;
}) {
  if (state === 'pending') {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={i} height={220} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (state === 'error') {
    return (
      <Alert color="red" role="alert">
        <Trans>Error loading parts. Please try again later.</Trans>
      </Alert>
    );
  }
  if (total === 0 || shown === 0) {
    return (
      <Text ta="center" fw={600} py="xl">
        {total === 0 ? <Trans>No Parts in Inventory</Trans> : <Trans>No Parts Found</Trans>}
      </Text>
    );
  }
  return <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{children}</SimpleGrid>;
}
