import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** What a staff member with the plain user role sees: a welcome and two ways back to the site. */
export function WelcomeCard() {
  return (
    <Card withBorder padding="lg" maw={640}>
      <Title order={2} size="h3" mb="xs">
        <Trans>Welcome!</Trans>
      </Title>
      <Text mb="md">
        <Trans>Your account is active. Book an appointment or browse the services we offer.</Trans>
      </Text>
      <Group>
        <Button component={Link} to="/appointments">
          <Trans>Book Appointment</Trans>
        </Button>
        <Button component={Link} to="/" hash="services" variant="outline">
          <Trans>View Services</Trans>
        </Button>
      </Group>
    </Card>
  );
}
