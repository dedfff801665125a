import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LanguageToggle } from '../i18n/LanguageToggle.tsx';

/** The sign-in screens stand alone, without the site's header and footer. */
export function AuthLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box component="main" mih="100vh" bg="gray.1" py="xl">
      <Container size={440}>
        <Group justify="space-between" mb="md">
          <Anchor component={Link} to="/" size="sm">
            <Group gap={4}>
              <IconArrowLeft size={16} aria-hidden />
              <Trans>Back to home</Trans>
            </Group>
          </Anchor>
          <LanguageToggle />
        </Group>
        <Paper withBorder shadow="sm" p="lg" radius="md">
          <Title order={1} size="h2" mb={4}>
            {title}
          </Title>
          <Text c="dimmed" size="sm" mb="md">
            <Trans>Desert Gear staff only</Trans>
          </Text>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
