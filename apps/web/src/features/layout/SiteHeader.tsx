import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { HeaderAuthButtons } from '../auth/HeaderAuthButtons.tsx';
import { LanguageToggle } from '../i18n/LanguageToggle.tsx';

export function SiteHeader() {
  return (
    <header>
      <Container py="sm">
        <Group justify="space-between">
          <Group gap="md" component="nav">
            <Anchor component={Link} to="/">
              <Trans>Home</Trans>
            </Anchor>
            <Anchor component={Link} to="/parts">
              <Trans>Parts</Trans>
            </Anchor>
            <Anchor component={Link} to="/testimonials">
              <Trans>Testimonials</Trans>
            </Anchor>
            <Anchor component={Link} to="/contact">
              <Trans>Contact</Trans>
            </Anchor>
          </Group>
          <Group gap="xs">
            <LanguageToggle />
            <HeaderAuthButtons />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
