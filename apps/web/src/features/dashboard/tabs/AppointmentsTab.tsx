import { Trans } from '@lingui/react/macro';
import { Title } from '@mantine/core';

export function AppointmentsTab() {
  return (
    <Title order={2}>
      <Trans>Appointments</Trans>
    </Title>
  );
}
