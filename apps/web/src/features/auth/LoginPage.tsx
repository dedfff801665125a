import { Trans } from '@lingui/react/macro';
import { Container, Title } from '@mantine/core';

export function LoginPage() {
  return (
    <Container size="xs" py="xl">
      <Title order={1}>
        <Trans>Staff Login</Trans>
      </Title>
    </Container>
  );
}
