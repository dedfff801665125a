import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Burger, Container, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhone, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { HeaderAuthButtons } from '../auth/HeaderAuthButtons.tsx';
import { LanguageToggle } from '../i18n/LanguageToggle.tsx';
import { telHref, useShopSettings } from '../settings/useShopSettings.ts';
import classes from './SiteHeader.module.css';

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <Link to="/" className={classes.navLink} onClick={onNavigate} activeOptions={{ exact: true }}>
        <Trans>Home</Trans>
      </Link>
      <Link to="/parts" className={classes.navLink} onClick={onNavigate}>
        <Trans>Parts</Trans>
      </Link>
      <Link to="/testimonials" className={classes.navLink} onClick={onNavigate}>
        <Trans>Testimonials</Trans>
      </Link>
      <Link to="/contact" className={classes.navLink} onClick={onNavigate}>
        <Trans>Contact</Trans>
      </Link>
    </>
  );
}

export function SiteHeader() {
  const { t } = useLingui();
  const settings = useShopSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const phone = settings && (
    <Anchor href={telHref(settings.phone)} fw={600} c="brand.8">
      <Group gap={4} wrap="nowrap">
        <IconPhone size={16} aria-hidden />
        {settings.phone}
      </Group>
    </Anchor>
  );
  return (
    <header className={classes.header}>
      <a href="#main" className={classes.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <Container size="lg">
        <Group justify="space-between" h={64} wrap="nowrap">
          <Link to="/" className={classes.brand} onClick={close}>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon size={36} radius="md" aria-hidden>
                <IconSettings size={22} />
              </ThemeIcon>
              <div>
                <Text fw={800} lh={1.1} size="md">
                  {settings?.shopName ?? 'Desert Gear'}
                </Text>
                <Text size="xs" c="dimmed" lh={1.2}>
                  <Trans>Located in Las Vegas, NV</Trans>
                </Text>
              </div>
            </Group>
          </Link>
          <Group gap={4} component="nav" aria-label={t`Main`} visibleFrom="md" wrap="nowrap">
            <NavLinks />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group visibleFrom="xl">{phone}</Group>
            <LanguageToggle />
            <Group visibleFrom="md">
              <HeaderAuthButtons />
            </Group>
            <Burger
              hiddenFrom="md"
              opened={menuOpen}
              onClick={() => setMenuOpen((o) => !o)}
              aria-label={menuOpen ? t`Close menu` : t`Open menu`}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              size="sm"
            />
          </Group>
        </Group>
        <nav id="mobile-menu" aria-label={t`Menu`} className={classes.mobileMenu} hidden={!menuOpen}>
          <Stack gap={4} hiddenFrom="md">
            <NavLinks onNavigate={close} />
            <Group mt="sm" gap="sm">
              {phone}
              <HeaderAuthButtons />
            </Group>
          </Stack>
        </nav>
      </Container>
    </header>
  );
}
