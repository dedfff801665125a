import { Trans } from '@lingui/react/macro';
import { Anchor, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { lazy, memo, Suspense } from 'react';
import { firstInteraction } from '../forms/first-interaction.ts';
import { languageWaitsFor } from '../i18n/i18n.ts';
import { BusinessHours } from '../settings/BusinessHours.tsx';
import { DirectionsLink } from '../settings/DirectionsLink.tsx';
import { ShopMap } from '../settings/ShopMap.tsx';
import { streetAddress, telHref, useShopSettings } from '../settings/useShopSettings.ts';
import classes from './ContactPage.module.css';

// The form's code (react-hook-form and the input fields: the largest part of this page) is not
// part of the page's first download; a visitor who only reads the page never fetches it. The
// server's render has it at hand, so the form is in the page's HTML from the start.
let formTakenOver = () => {};
const ContactForm = import.meta.env.SSR
  ? (await import('./ContactForm.tsx')).ContactForm
  : lazy(async () => {
      // Until the form's code has taken the server's form over, a language switch waits.
      languageWaitsFor(
        new Promise((resolve) => {
          formTakenOver = resolve;
        }),
      );
      await firstInteraction('contact-form');
      return { default: (await import('./ContactForm.tsx')).ContactForm };
    });

/** The form in its own boundary, which the page's later renders leave alone until its code is in. */
const ContactFormSlot = memo(function ContactFormSlot({ phone }: { phone: string | undefined }) {
  return (
    <Suspense fallback={<Skeleton height={560} radius="md" />}>
      <ContactForm phone={phone} onReady={() => formTakenOver()} />
    </Suspense>
  );
});

export function ContactPage() {
  const settings = useShopSettings();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>
        <Trans>Contact Us</Trans>
      </Title>
      <Text mt="xs" mb="xl" maw={720}>
        <Trans>Questions, estimates or appointments: call us or send a message and we will get back to you.</Trans>{' '}
        <Trans>
          Want to pick a time yourself?{' '}
          <Anchor component={Link} to="/appointments" fw={600}>
            Book an appointment online
          </Anchor>
          .
        </Trans>
      </Text>
      <div className={classes.layout}>
        <Card withBorder padding="lg" className={classes.details}>
          <Title order={2} size="h3" mb="md">
            <Trans>Call or visit</Trans>
          </Title>
          <Stack gap="md">
            {settings && (
              <>
                <Group gap="sm" wrap="nowrap">
                  <IconPhone size={20} aria-hidden />
                  <Anchor href={telHref(settings.phone)} fw={700} fz="lg">
                    {settings.phone}
                  </Anchor>
                </Group>
                <Group gap="sm" wrap="nowrap">
                  <IconMail size={20} aria-hidden />
                  <Anchor href={`mailto:${settings.email}`} style={{ overflowWrap: 'anywhere' }}>
                    {settings.email}
                  </Anchor>
                </Group>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <IconMapPin size={20} aria-hidden />
                  <div>
                    <Text>{streetAddress(settings)}</Text>
                    <DirectionsLink settings={settings} />
                  </div>
                </Group>
              </>
            )}
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconClock size={20} aria-hidden />
              <BusinessHours settings={settings} />
            </Group>
          </Stack>
        </Card>
        <Card withBorder padding="lg" className={classes.form}>
          <Title order={2} size="h3" mb="md">
            <Trans>Send us a message</Trans>
          </Title>
          <ContactFormSlot phone={settings?.phone} />
        </Card>
        <div className={classes.map}>
          <ShopMap settings={settings} ratio={4 / 3} />
        </div>
      </div>
    </Container>
  );
}
