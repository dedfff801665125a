import { Trans } from '@lingui/react/macro';
import { Container, Title } from '@mantine/core';

export function AuthPage() {
  return (
    <Container size="xs" py="xl">
      <Title order={1}>
        <Trans>Staff Auth</Trans>
      </Title>
    </Container>
  );
}
