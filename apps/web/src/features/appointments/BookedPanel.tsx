import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, List, Text, ThemeIcon, Title } from '@mantine/core';
import { SHOP_TIME_ZONE } from '@shop/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import type { BookedRequest } from './public-booking.ts';

/** After the request: what was asked for, and what happens next. */
export function BookedPanel({ appointment: a, onAnother }: { appointment: BookedRequest; onAnother: () => void }) {
  const { t, i18n } = useLingui();
  const when = new Intl.DateTimeFormat(i18n.locale === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(a.appointmentDate));
  const vehicle = [a.vehicleYear, a.vehicleMake, a.vehicleModel].filter(Boolean).join(' ');
  return (
    <Card withBorder padding="xl" role="status" aria-labelledby="booked-title">
      <ThemeIcon size={56} radius="xl" color="#166534" mx="auto" aria-hidden>
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Title order={2} id="booked-title" mt="md" ta="center">
        <Trans>Request received</Trans>
      </Title>
      <Text mt="sm" ta="center">
        <Trans>Thank you, {a.firstName}. We'll confirm your appointment by phone or email.</Trans>
      </Text>
      <List mt="md" spacing="xs" mx="auto" maw={480}>
        <List.Item>
          <Trans>When: {when} (Las Vegas time)</Trans>
        </List.Item>
        <List.Item>
          <Trans>Service: {a.serviceName ?? t`Not sure yet`}</Trans>
        </List.Item>
        {vehicle && (
          <List.Item>
            <Trans>Vehicle: {vehicle}</Trans>
          </List.Item>
        )}
      </List>
      <Button mt="lg" variant="outline" mx="auto" display="block" onClick={onAnother}>
        <Trans>Book another appointment</Trans>
      </Button>
    </Card>
  );
}
