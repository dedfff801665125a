import { Trans } from '@lingui/react/macro';
import { Container, Title } from '@mantine/core';

export function TestimonialsPage() {
  return (
    <Container py="xl">
      <Title order={1}>
        <Trans>Testimonials</Trans>
      </Title>
    </Container>
  );
}
