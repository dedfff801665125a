import { Trans } from '@lingui/react/macro';
import { Container, Title } from '@mantine/core';

export function PartsPage() {
  return (
    <Container py="xl">
      <Title order={1}>
        <Trans>Parts</Trans>
      </Title>
    </Container>
  );
}
