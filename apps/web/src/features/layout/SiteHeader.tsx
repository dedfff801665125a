import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Box, Burger, Container, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhone, IconSettings } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { HeaderAuthButtons } from '../auth/every-page/HeaderAuthButtons.tsx';
import { LanguageToggle } from '../i18n/LanguageToggle.tsx';
import { telHref, useShopSettings } from '../settings/useShopSettings.ts';
import classes from './SiteHeader.module.css';

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <Link to="/" className={classes.navLink} onClick={onNavigate} activeOptions={{ exact: true, includeHash: false }}>
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

/**
 * The shop's name and links, its phone and the language toggle. Below the md breakpoint the links
 * fold into a menu that a labelled button opens and closes; following a link or Escape closes it.
 */
export function SiteHeader() {
  const { t } = useLingui();
  const settings = useShopSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const pathname = useLocation({ select: (l) => l.pathname });
  const close = () => setMenuOpen(false);

  // Back/forward or any other navigation closes the menu too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path on purpose.
  useEffect(close, [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className={classes.header}>
      <a href="#main" className={classes.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <Container size="lg">
        <Group justify="space-between" mih={64} py={6} wrap="nowrap" gap="sm">
          <Link to="/" className={classes.brand} onClick={close}>
            <Group gap="xs" wrap="nowrap">
              {/* On phones the shop's name needs the logo's room more than the logo does. */}
              <ThemeIcon size={36} radius="md" aria-hidden visibleFrom="xs">
                <IconSettings size={22} />
              </ThemeIcon>
              <div>
                <Text fw={800} lh={1.15} className={classes.shopName}>
                  {settings?.shopName}
                </Text>
                <Text size="xs" c="dimmed" lh={1.3}>
                  <Trans>Located in Las Vegas, NV</Trans>
                </Text>
              </div>
            </Group>
          </Link>
          <Group gap={4} component="nav" aria-label={t`Main`} visibleFrom="md" wrap="nowrap">
            <NavLinks />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {settings && (
              <>
                <Anchor href={telHref(settings.phone)} fw={700} c="brand.8" visibleFrom="lg">
                  <Group gap={4} wrap="nowrap">
                    <IconPhone size={18} aria-hidden />
                    <span className={classes.nowrap}>{settings.phone}</span>
                  </Group>
                </Anchor>
                <ActionIcon
                  component="a"
                  href={telHref(settings.phone)}
                  hiddenFrom="lg"
                  size={36}
                  variant="light"
                  aria-label={t`Call us at ${settings.phone}`}
                >
                  <IconPhone size={20} aria-hidden />
                </ActionIcon>
              </>
            )}
            <LanguageToggle />
            <Group visibleFrom="md" wrap="nowrap">
              <HeaderAuthButtons />
            </Group>
            <Burger
              ref={burger}
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
        <Box component="nav" id="mobile-menu" aria-label={t`Menu`} className={classes.mobileMenu} hidden={!menuOpen}>
          <Stack gap={4}>
            <NavLinks onNavigate={close} />
            <Group mt="sm" gap="sm">
              <HeaderAuthButtons />
            </Group>
          </Stack>
        </Box>
      </Container>
    </header>
  );
}
