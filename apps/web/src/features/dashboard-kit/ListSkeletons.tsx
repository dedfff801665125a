import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';

/** A list's rows while they load: announced once as loading, not as empty boxes. */
export function ListSkeletons({ count, height = 96 }: { count: number; height?: number }) {
  const { t } = useLingui();
  return (
    <Stack role="status" aria-busy="true" aria-label={t`Loading`}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}
