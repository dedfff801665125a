import { Trans } from '@lingui/react/macro';
import { Title } from '@mantine/core';

export function OverviewTab() {
  return (
    <Title order={2}>
      <Trans>Overview</Trans>
    </Title>
  );
}
