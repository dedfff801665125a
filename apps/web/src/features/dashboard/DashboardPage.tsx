import { Trans } from '@lingui/react/macro';
import { Container, Title } from '@mantine/core';

export function DashboardPage() {
  return (
    <Container py="xl">
      <Title order={1}>
        <Trans>Dashboard</Trans>
      </Title>
    </Container>
  );
}
