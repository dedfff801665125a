import { Trans } from '@lingui/react/macro';
import { Title } from '@mantine/core';

export function ManagementTab() {
  return (
    <Title order={2}>
      <Trans>Management</Trans>
    </Title>
  );
}
