import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { staffAppointmentSchema } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { trpc } from '../../../trpc.ts';
import { BookingFields } from '../../appointments/BookingFields.tsx';
import { bookingResolver } from '../../appointments/booking-resolver.ts';
import { type BookingValues, emptyBooking } from '../../appointments/booking-values.ts';
import { useValidationMessages } from '../../i18n/useValidationMessages.ts';
import { DashboardModal } from '../DashboardModal.tsx';
import { type BookingRefusal, bookingRefusal, useRefusalText } from './booking-errors.ts';
import { SlotSelect } from './SlotSelect.tsx';

type StaffBooking = z.output<ReturnType<typeof staffAppointmentSchema>>;

/** "New appointment": a booking the front desk takes over the phone. */
export function NewAppointmentDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <DashboardModal opened={opened} onClose={onClose} title={t`New appointment`} size="lg">
      <NewAppointmentForm onDone={onClose} />
    </DashboardModal>
  );
}

function NewAppointmentForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const messages = useValidationMessages();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const form = useForm<BookingValues, unknown, StaffBooking>({
    resolver: bookingResolver(staffAppointmentSchema, messages),
    defaultValues: emptyBooking(i18n.locale === 'es' ? 'es' : 'en'),
  });
  const [refusal, setRefusal] = useState<BookingRefusal | null>(null);
  const create = useMutation({
    ...trpc.appointments.create.mutationOptions(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: trpc.appointments.pathKey() });
      onDone();
    },
    onError: (error) => {
      setRefusal(bookingRefusal(error));
      void queryClient.invalidateQueries({ queryKey: trpc.appointments.slots.pathKey() });
    },
  });
  const book = (overbook: boolean) =>
    form.handleSubmit((values) => {
      setRefusal(null);
      create.mutate({ ...values, overbook });
    });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={book(false)}>
      <Stack>
        <BookingFields
          form={form}
          slotPicker={
            <Controller
              control={form.control}
              name="appointmentDate"
              render={({ field }) => (
                <SlotSelect value={field.value} onChange={field.onChange} error={errors.appointmentDate?.message} />
              )}
            />
          }
          extra={
            <Controller
              control={form.control}
              name="language"
              render={({ field }) => (
                <NativeSelect
                  label={t`Customer's language`}
                  description={t`Their emails are written in it`}
                  data={[
                    { value: 'en', label: 'English' },
                    { value: 'es', label: 'Español' },
                  ]}
                  {...field}
                />
              )}
            />
          }
        />
        {refusal === 'full' ? (
          <Alert color="orange" title={t`This time is full`} role="alert">
            <Trans>That time is full. Book it anyway only if the shop can take one more car then.</Trans>
            <Group mt="sm">
              <Button color="orange.9" loading={create.isPending} onClick={book(true)}>
                <Trans>Book anyway (overbook)</Trans>
              </Button>
            </Group>
          </Alert>
        ) : refusal ? (
          <Alert color="red" title={t`The appointment was not booked`} role="alert">
            {refusalText(refusal)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending && refusal === null}>
            <Trans>Book appointment</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
