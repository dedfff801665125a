import { Trans } from '@lingui/react/macro';
import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Container py="xl">
      <Title order={1}>
        <Trans>Page not found</Trans>
      </Title>
      <Text my="md">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </Text>
      <Button component={Link} to="/">
        <Trans>Back to home</Trans>
      </Button>
    </Container>
  );
}
