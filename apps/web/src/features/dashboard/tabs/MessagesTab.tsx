import { Trans } from '@lingui/react/macro';
import { Title } from '@mantine/core';

export function MessagesTab() {
  return (
    <Title order={2}>
      <Trans>Messages</Trans>
    </Title>
  );
}
