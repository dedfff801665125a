import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { appointmentRequestSchema } from '@shop/contract';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useValidationMessages } from '../forms/useValidationMessages.ts';
import { BookingFields } from './BookingFields.tsx';
import { type BookingValues, emptyBooking } from './booking-values.ts';
import { type BookableService, chosenService } from './offered-services.ts';
import { PublicSlotSelect } from './PublicSlotSelect.tsx';
import {
  type BookedRequest,
  fetchOpenSlots,
  type RequestRefusal,
  sendRequest,
  takeOpenSlots,
} from './public-booking.ts';
import type { Slot } from './slot-days.ts';

type Request = z.output<ReturnType<typeof appointmentRequestSchema>>;

// The rules bring zod: fetched once the visitor starts on the form, not with the page.
const loadRules = () => import('./booking-resolver.ts');

/** The booking form: the free slots, the checks in the visitor's language, and the answer. */
export function BookingForm({
  serviceChoice,
  services,
  phone,
  onBooked,
  onReady,
}: {
  /** A service chosen on the way here (a service card's "Book this service"). */
  serviceChoice: number | string | undefined;
  services: BookableService[];
  phone: string | undefined;
  onBooked: (appointment: BookedRequest) => void;
  /** Called once the form is on screen with its code. */
  onReady?: () => void;
}) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'es' ? 'es' : 'en';
  const messages = useValidationMessages();
  const resolver = useCallback<Resolver<BookingValues, unknown, Request>>(
    async (values, context, options) => (await loadRules()).requestResolver(messages)(values, context, options),
    [messages],
  );
  const form = useForm<BookingValues, unknown, Request>({ resolver, defaultValues: emptyBooking(language) });
  const [slots, setSlots] = useState<Slot[] | null | undefined>(undefined);
  const [refusal, setRefusal] = useState<Exclude<RequestRefusal, 'invalid'> | null>(null);
  const hydrated = useMounted();

  const loadSlots = useCallback((read: () => Promise<Slot[]>) => {
    setSlots(undefined);
    read().then(setSlots, () => setSlots(null));
  }, []);
  // The free times change by the minute: always read in the browser, never part of the cached page.
  // The page started reading them while this code was on its way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is on screen with its code.
  useEffect(() => {
    loadSlots(takeOpenSlots);
    onReady?.();
  }, []);
  // After the first render (the server's has no search params), so taking the page over matches.
  useEffect(() => {
    const service = chosenService(services, serviceChoice);
    if (service) form.setValue('serviceId', String(service.id));
  }, [serviceChoice, services, form]);

  const send = async (values: Request) => {
    setRefusal(null);
    const answer = await sendRequest({ ...values, language });
    if (answer.kind === 'booked') return onBooked(answer.appointment);
    if (answer.kind === 'invalid') {
      // Each field the server refused gets its message, in the page's language, from the message's key.
      for (const { path, key } of answer.issues) {
        form.setError(path as keyof BookingValues, { message: messages[key] ?? messages.invalidValue });
      }
      return;
    }
    setRefusal(answer.kind);
    if (answer.kind === 'taken' || answer.kind === 'not-offered') {
      // Someone else got the last place, or the time passed: offer what is still free.
      form.setValue('appointmentDate', '');
      loadSlots(fetchOpenSlots);
    }
  };
  const refusalTitle = {
    taken: t`That time was just taken`,
    'not-offered': t`That time is no longer offered`,
    'service-gone': t`That service is no longer offered`,
    'too-many': t`Not sent`,
    failed: t`Not sent`,
  };
  const { isSubmitting } = form.formState;
  const call = phone ?? '';
  return (
    <form
      id="booking-form"
      noValidate
      onSubmit={form.handleSubmit(send)}
      onFocus={() => void loadRules()}
      aria-label={t`Appointment request`}
    >
      <Stack>
        <BookingFields
          form={form}
          services={services}
          slotPicker={(field, error) => (
            <PublicSlotSelect
              slots={slots}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error}
            />
          )}
        />
        {refusal && (
          <Alert color="red" role="alert" title={refusalTitle[refusal]}>
            {
              {
                taken: t`Someone booked the last place at that time a moment ago. The list now shows the times still free; please pick another.`,
                'not-offered': t`The list now shows the times still free; please pick another.`,
                'service-gone': t`Please choose another service, or "Not sure", and send the request again.`,
                'too-many': t`You have sent several requests already. Please wait a few minutes or call us at ${call}.`,
                failed: t`Please try again or call us at ${call}.`,
              }[refusal]
            }
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          disabled={!hydrated}
          loading={isSubmitting}
          leftSection={<IconCalendarCheck size={18} aria-hidden />}
        >
          <Trans>Request appointment</Trans>
        </Button>
      </Stack>
    </form>
  );
}
