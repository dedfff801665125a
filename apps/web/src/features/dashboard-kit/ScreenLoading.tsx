import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

/** What stands in for a staff screen whose code or data is on its way. */
export function ScreenLoading() {
  const { t } = useLingui();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t`Loading`} />
    </Center>
  );
}
