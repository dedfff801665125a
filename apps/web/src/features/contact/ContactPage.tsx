import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { usePageMeta } from '../seo/usePageMeta.ts';
import { BusinessHours } from '../settings/BusinessHours.tsx';
import { DirectionsLink } from '../settings/DirectionsLink.tsx';
import { ShopMap } from '../settings/ShopMap.tsx';
import { streetAddress, telHref, useShopSettings } from '../settings/useShopSettings.ts';
import { ContactForm } from './ContactForm.tsx';
import classes from './ContactPage.module.css';

export function ContactPage() {
  const { t } = useLingui();
  usePageMeta(
    (shop) => t`Contact Us | ${shop}, Las Vegas`,
    t`Call, email or send us a message. We reply within 24 hours. Transmission and auto repair in Las Vegas, NV.`,
  );
  const settings = useShopSettings();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>
        <Trans>Contact Us</Trans>
      </Title>
      <Text mt="xs" mb="xl" maw={720}>
        <Trans>Questions, estimates or appointments: call us or send a message and we will get back to you.</Trans>
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
          <ContactForm phone={settings?.phone} />
        </Card>
        <div className={classes.map}>
          <ShopMap settings={settings} ratio={4 / 3} />
        </div>
      </div>
    </Container>
  );
}
