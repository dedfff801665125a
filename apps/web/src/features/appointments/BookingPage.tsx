import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { usePageMeta } from '../seo/usePageMeta.ts';
import { telHref, useShopSettings } from '../settings/useShopSettings.ts';
import { BookedPanel } from './BookedPanel.tsx';
import { BookingForm } from './BookingForm.tsx';
import type { BookedRequest } from './public-booking.ts';

/** /appointments: a customer asks for a time; the shop confirms it. */
export function BookingPage({ serviceKey }: { serviceKey: string | undefined }) {
  const { t } = useLingui();
  usePageMeta(
    (shop) => t`Book an Appointment | ${shop}, Las Vegas`,
    t`Request a time for transmission, brake, engine or general auto repair in Las Vegas, NV. We confirm by phone or email.`,
  );
  const settings = useShopSettings();
  const [booked, setBooked] = useState<BookedRequest | null>(null);
  // Each new form starts empty (a fresh key), also after "Book another appointment".
  const [round, setRound] = useState(0);
  return (
    <Container size="md" py="xl">
      <Title order={1}>
        <Trans>Book an Appointment</Trans>
      </Title>
      <Text mt="xs" mb="xl">
        <Trans>Pick a time that suits you. We'll confirm it by phone or email.</Trans>{' '}
        {settings && (
          <Trans>
            Rather talk to us? Call <Anchor href={telHref(settings.phone)}>{settings.phone}</Anchor>.
          </Trans>
        )}
      </Text>
      {booked ? (
        <BookedPanel
          appointment={booked}
          onAnother={() => {
            setBooked(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <BookingForm key={round} serviceKey={serviceKey} phone={settings?.phone} onBooked={setBooked} />
      )}
    </Container>
  );
}
