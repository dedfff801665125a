import { Trans } from '@lingui/react/macro';
import { Alert, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The inventory's grid, or what stands in for it: skeletons while loading, the error (over the
 * last list, when a reload failed), an empty inventory, or filters that match nothing.
 */
export function InventoryList({
  loading,
  failed,
  total,
  shown,
  children,
}: {
  loading: boolean;
  failed: boolean;
  /** How many parts the inventory holds; undefined until it has loaded. */
  total: number | undefined;
  shown: number;
  /** The cards of the shown parts. */
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
      {total !== undefined &&
        (total === 0 || shown === 0 ? (
          <Text ta="center" fw={600} py="xl">
            {total === 0 ? <Trans>No Parts in Inventory</Trans> : <Trans>No Parts Found</Trans>}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{children}</SimpleGrid>
        ))}
    </>
  );
}
