import { Trans } from '@lingui/react/macro';
import { Container, Text } from '@mantine/core';

export function SiteFooter() {
  return (
    <footer>
      <Container py="md">
        <Text size="sm">
          <Trans>Independent transmission and auto repair in Las Vegas, NV.</Trans>
        </Text>
      </Container>
    </footer>
  );
}
