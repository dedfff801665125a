import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandGoogle,
  IconBrandInstagram,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { BusinessHours } from '../settings/BusinessHours.tsx';
import { streetAddress, telHref, useShopSettings } from '../settings/useShopSettings.ts';
import columns from './Columns.module.css';

export function SiteFooter() {
  const { t } = useLingui();
  const settings = useShopSettings();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" bg="dark.8" c="gray.2" mt="xl" py="xl">
      <Container size="lg">
        <div className={`${columns.columns} ${columns.footer}`}>
          <div>
            <Stack gap="xs">
              <Title order={2} size="h4" c="white">
                {settings?.shopName}
              </Title>
              <Text size="sm">
                <Trans>
                  Independent transmission and auto repair in Las Vegas, NV, with over 20 years of experience.
                </Trans>
              </Text>
              <Group gap="xs" aria-label={t`Social media (coming soon)`} role="group">
                {[
                  { icon: <IconBrandFacebook size={18} />, label: 'Facebook' },
                  { icon: <IconBrandInstagram size={18} />, label: 'Instagram' },
                  { icon: <IconBrandGoogle size={18} />, label: 'Google' },
                ].map((s) => (
                  <ThemeIcon key={s.label} variant="light" color="gray.4" role="img" aria-label={s.label}>
                    {s.icon}
                  </ThemeIcon>
                ))}
              </Group>
            </Stack>
          </div>
          <div>
            <Stack gap={6} component="nav" aria-label={t`Footer`}>
              <Title order={2} size="h5" c="white">
                <Trans>Quick links</Trans>
              </Title>
              <Anchor component={Link} to="/services" c="gray.2" size="sm">
                <Trans>Our Services</Trans>
              </Anchor>
              <Anchor component={Link} to="/parts" c="gray.2" size="sm">
                <Trans>Parts</Trans>
              </Anchor>
              <Anchor component={Link} to="/testimonials" c="gray.2" size="sm">
                <Trans>Customer Reviews</Trans>
              </Anchor>
              <Anchor component={Link} to="/contact" c="gray.2" size="sm">
                <Trans>Contact Us</Trans>
              </Anchor>
            </Stack>
          </div>
          <div>
            <Stack gap={6}>
              <Title order={2} size="h5" c="white">
                <Trans>Contact</Trans>
              </Title>
              {settings && (
                <>
                  <Anchor href={telHref(settings.phone)} c="gray.2" size="sm">
                    <Group gap={6} wrap="nowrap">
                      <IconPhone size={16} aria-hidden />
                      {settings.phone}
                    </Group>
                  </Anchor>
                  <Anchor href={`mailto:${settings.email}`} c="gray.2" size="sm">
                    <Group gap={6} wrap="nowrap">
                      <IconMail size={16} aria-hidden />
                      {settings.email}
                    </Group>
                  </Anchor>
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                    <Text size="sm">{streetAddress(settings)}</Text>
                  </Group>
                </>
              )}
            </Stack>
          </div>
          <div>
            <Stack gap={6}>
              <Title order={2} size="h5" c="white">
                <Trans>Business hours</Trans>
              </Title>
              <BusinessHours settings={settings} />
            </Stack>
          </div>
        </div>
        <Text size="xs" c="gray.4" mt="xl">
          © {year} {settings?.shopName}
        </Text>
      </Container>
    </Box>
  );
}
