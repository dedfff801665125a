import { Trans } from '@lingui/react/macro';
import { Title } from '@mantine/core';

export function PartsTab() {
  return (
    <Title order={2}>
      <Trans>Parts</Trans>
    </Title>
  );
}
