import { Skeleton, Stack } from '@mantine/core';

export function ListSkeletons({ count, height = 96 }: { count: number; height?: number }) {
  return (
    <Stack aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}
