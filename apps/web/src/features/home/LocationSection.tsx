import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import columns from '../layout/Columns.module.css';
import { BusinessHours } from '../settings/BusinessHours.tsx';
import { DirectionsLink } from '../settings/DirectionsLink.tsx';
import { ShopMap } from '../settings/ShopMap.tsx';
import { type ShopSettings, streetAddress, telHref } from '../settings/useShopSettings.ts';

export function LocationSection({ settings }: { settings: ShopSettings | undefined }) {
  const { t } = useLingui();
  return (
    <Container component="section" size="lg" py={48} aria-labelledby="location-title">
      <Title order={2} id="location-title" ta="center">
        {t({ id: 'map.title', message: 'Visit Our Shop' })}
      </Title>
      <Text ta="center" maw={640} mx="auto" mt="xs" mb="xl">
        {t({
          id: 'map.description',
          message: 'Conveniently located in Las Vegas. Stop by for a free estimate or call to book your appointment.',
        })}
      </Text>
      <div className={`${columns.columns} ${columns.location}`}>
        <div>
          <ShopMap settings={settings} ratio={16 / 10} />
        </div>
        <div>
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconMapPin size={22} aria-hidden />
                <div>
                  <Text fw={600}>{settings ? streetAddress(settings) : '…'}</Text>
                  {settings && <DirectionsLink settings={settings} />}
                </div>
              </Group>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconClock size={22} aria-hidden />
                <BusinessHours settings={settings} size="md" />
              </Group>
              {settings && (
                <>
                  <Button
                    component="a"
                    href={telHref(settings.phone)}
                    size="lg"
                    h="auto"
                    py="sm"
                    styles={{ label: { whiteSpace: 'normal' } }}
                    leftSection={<IconPhone size={20} aria-hidden />}
                  >
                    {/* One text run: the button's label is a flex box, which would drop the space. */}
                    <span>
                      {t({ id: 'map.callToday', message: 'Call Today' })}:{' '}
                      <span style={{ whiteSpace: 'nowrap' }}>{settings.phone}</span>
                    </span>
                  </Button>
                  <Button
                    component={Link}
                    to="/appointments"
                    variant="outline"
                    size="md"
                    leftSection={<IconCalendarEvent size={20} aria-hidden />}
                  >
                    {t`Book an appointment online`}
                  </Button>
                  <Anchor href={`mailto:${settings.email}`}>
                    <Group gap={6}>
                      <IconMail size={18} aria-hidden />
                      {settings.email}
                    </Group>
                  </Anchor>
                </>
              )}
            </Stack>
          </Card>
        </div>
      </div>
    </Container>
  );
}
