import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, NativeSelect, Stack } from '@mantine/core';
import { staffAppointmentSchema } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { BookingFields } from '../BookingFields.tsx';
import { bookingResolver } from '../booking-resolver.ts';
import { type BookingValues, emptyBooking } from '../booking-values.ts';
import { OverbookWarning } from './OverbookWarning.tsx';
import { StaffSlotSelect } from './StaffSlotSelect.tsx';
import { type StaffBookingRefusal, useRefusalText } from './staff-booking-refusals.ts';
import { useNewAppointment } from './useNewAppointment.ts';
import { useSlotChoice } from './useSlotChoice.ts';
import { useStaffSlots } from './useStaffSlots.ts';

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
  const form = useForm<BookingValues, unknown, StaffBooking>({
    resolver: bookingResolver(staffAppointmentSchema, messages),
    defaultValues: emptyBooking(i18n.locale === 'es' ? 'es' : 'en'),
  });
  const [refusal, setRefusal] = useState<StaffBookingRefusal | null>(null);
  const slots = useStaffSlots();
  const choice = useSlotChoice(slots);
  const { create, services } = useNewAppointment({ onBooked: onDone, onRefused: setRefusal, slots });
  const book = (event: FormEvent<HTMLFormElement>) => {
    // Asked at once, beside any field's message, not only once the rest of the form is right.
    const overbook = choice.overbookFor(form.getValues('appointmentDate'));
    return form.handleSubmit((values) => {
      if (overbook === null) return;
      setRefusal(null);
      create.mutate({ ...values, overbook });
    })(event);
  };
  const chosen = slots.find(form.watch('appointmentDate'));
  return (
    <form noValidate onSubmit={book}>
      <Stack>
        <BookingFields
          form={form}
          services={services}
          slotPicker={(field, error) => (
            <StaffSlotSelect
              slots={slots}
              value={field.value}
              onChange={(start) => {
                choice.reset();
                field.onChange(start);
              }}
              error={error}
            />
          )}
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
        {chosen?.full && (
          <OverbookWarning slot={chosen} confirmed={choice.confirmed} onConfirm={choice.confirm} error={choice.error} />
        )}
        {refusal && (
          <Alert color="red" title={t`The appointment was not booked`} role="alert">
            {refusalText(refusal)}
          </Alert>
        )}
        <FormActions submit={<Trans>Book appointment</Trans>} busy={create.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
