import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Skeleton, Text, Title } from '@mantine/core';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { firstInteraction } from '../forms/first-interaction.ts';
import { languageWaitsFor } from '../i18n/i18n.ts';
import { telHref, useShopSettings } from '../settings/useShopSettings.ts';
import { BookedPanel } from './BookedPanel.tsx';
import type { BookableService } from './offered-services.ts';
import { type BookedRequest, prefetchOpenSlots } from './public-booking.ts';

// As on the contact page: the form's code (react-hook-form, the inputs, the messages) is not in the
// page's first download; the server's render has it, so the form is in the HTML from the start, and
// the browser fetches its code at the visitor's first touch (docs/architecture.md "Budgets": <= 140 KB of script a page).
let formTakenOver = () => {};
const BookingForm = import.meta.env.SSR
  ? (await import('./BookingForm.tsx')).BookingForm
  : lazy(async () => {
      // Until the form's code has taken the server's form over, a language switch waits.
      languageWaitsFor(
        new Promise((resolve) => {
          formTakenOver = resolve;
        }),
      );
      await firstInteraction('booking-form');
      return { default: (await import('./BookingForm.tsx')).BookingForm };
    });

/** The form in its own boundary, which the page's later renders leave alone until its code is in. */
const BookingFormSlot = memo(function BookingFormSlot({
  serviceChoice,
  services,
  phone,
  onBooked,
}: {
  serviceChoice: number | string | undefined;
  services: BookableService[];
  phone: string | undefined;
  onBooked: (appointment: BookedRequest) => void;
}) {
  return (
    <Suspense fallback={<Skeleton height={720} radius="md" />}>
      <BookingForm
        serviceChoice={serviceChoice}
        services={services}
        phone={phone}
        onBooked={onBooked}
        onReady={() => formTakenOver()}
      />
    </Suspense>
  );
});

/** /appointments: a customer asks for a time; the shop confirms it. */
export function BookingPage({
  serviceChoice,
  services,
}: {
  serviceChoice: number | string | undefined;
  /** The services a customer can choose, in the page's language. */
  services: BookableService[];
}) {
  const settings = useShopSettings();
  const [booked, setBooked] = useState<BookedRequest | null>(null);
  // Each new form starts empty (a fresh key), also after "Book another appointment".
  const [round, setRound] = useState(0);
  // The free times are read at once, while the form's code waits for the visitor's first touch.
  useEffect(prefetchOpenSlots, []);
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
        <BookingFormSlot
          key={round}
          serviceChoice={serviceChoice}
          services={services}
          phone={settings?.phone}
          onBooked={setBooked}
        />
      )}
    </Container>
  );
}
