import { Trans } from '@lingui/react/macro';
import { Button, Container, Text, ThemeIcon, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

export function TestimonialsPage() {
  return (
    <Container size="sm" py={64} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="brand" aria-hidden mx="auto">
        <IconStar size={36} />
      </ThemeIcon>
      <Title order={1} mt="md">
        <Trans>Customer Reviews</Trans>
      </Title>
      <Text fz="xl" fw={700} c="brand.8" mt="sm">
        <Trans>Coming Soon</Trans>
      </Text>
      <Text mt="md">
        <Trans>We are gathering stories from our customers. In the meantime, we would love to hear from you.</Trans>
      </Text>
      <Button component={Link} to="/contact" mt="lg">
        <Trans>Contact Us</Trans>
      </Button>
    </Container>
  );
}
