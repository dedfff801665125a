import { Trans } from '@lingui/react/macro';
import { Container, Title } from '@mantine/core';

export function ContactPage() {
  return (
    <Container py="xl">
      <Title order={1}>
        <Trans>Contact</Trans>
      </Title>
    </Container>
  );
}
