import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { usePageMeta } from '../seo/usePageMeta.ts';
import { BusinessHours } from '../settings/BusinessHours.tsx';
import { ShopMap } from '../settings/ShopMap.tsx';
import { mapsHref, streetAddress, telHref, useShopSettings } from '../settings/useShopSettings.ts';
import { ContactForm } from './ContactForm.tsx';

export function ContactPage() {
  const { t } = useLingui();
  usePageMeta(
    t`Contact Us | Desert Gear Auto Repair, Las Vegas`,
    t`Call, email or send us a message. We reply within 24 hours. Transmission and auto repair in Las Vegas, NV.`,
  );
  const settings = useShopSettings();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>
        <Trans>Contact Us</Trans>
      </Title>
      <Text mt="xs" mb="xl">
        <Trans>Questions, estimates or appointments: call us or send a message and we will get back to you.</Trans>
      </Text>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Card withBorder padding="lg">
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
                      <Anchor href={`mailto:${settings.email}`}>{settings.email}</Anchor>
                    </Group>
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <IconMapPin size={20} aria-hidden />
                      <div>
                        <Text>{streetAddress(settings)}</Text>
                        <Anchor href={mapsHref(settings)} target="_blank" rel="noopener" size="sm">
                          <Trans>Get directions</Trans>
                        </Anchor>
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
            <ShopMap settings={settings} ratio={4 / 3} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="lg">
            <Title order={2} size="h3" mb="md">
              <Trans>Send us a message</Trans>
            </Title>
            <ContactForm phone={settings?.phone} />
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
