import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type RepairOrderCheckInInput, repairOrderCheckInSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { applyFieldIssues } from '../../dashboard-kit/apply-field-issues.ts';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { useRepairRefusalText } from './repair-words.ts';

type Appointment = RouterOutputs['appointments']['list']['items'][number];
type CheckInOutput = z.output<ReturnType<typeof repairOrderCheckInSchema>>;

/** A number field's text as the schema reads it: empty is none, anything else a number (NaN is refused). */
const asNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/**
 * "Check in" on an appointment's card: the car is here. The customer comes from the appointment;
 * the vehicle and concern too, completed or corrected here (the VIN and mileage are read off the
 * car). The repair order opens at once, and the appointment is marked completed.
 */
export function CheckInDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <DashboardModal opened={appointment !== null} onClose={onClose} title={t`Check in`} size="lg">
      {appointment && <CheckInForm appointment={appointment} onClose={onClose} />}
    </DashboardModal>
  );
}

function CheckInForm({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const navigate = useNavigate();
  const refusalText = useRepairRefusalText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<RepairOrderCheckInInput, unknown, CheckInOutput>({
    resolver: zodResolver(repairOrderCheckInSchema(messages)),
    defaultValues: {
      appointmentId: appointment.id,
      vehicleYear: appointment.vehicleYear,
      vehicleMake: appointment.vehicleMake ?? '',
      vehicleModel: appointment.vehicleModel ?? '',
      vin: '',
      mileage: null,
      concern: appointment.notes ?? '',
    },
  });
  const { errors } = form.formState;
  const checkIn = useMutation(
    trpc.repairOrders.checkIn.mutationOptions({
      onSuccess: (created) => {
        onClose();
        void navigate({ to: '/dashboard/repairs/$id', params: { id: String(created.id) } });
      },
      onError: (error) => {
        if (!applyFieldIssues(form, error, messages, { focus: true })) setRefusal(refusalText(error));
      },
      meta: {
        refreshes: [trpc.repairOrders.pathKey(), trpc.appointments.pathKey(), trpc.overview.pathKey()],
        done: (created: { number: string }) => t`${created.number} checked in`,
      },
    }),
  );
  const name = `${appointment.firstName} ${appointment.lastName}`;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setRefusal(null);
        checkIn.mutate(values);
      })}
    >
      <Stack>
        <Text>
          <Trans>The car of {name} is here.</Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t`Year`}
            inputMode="numeric"
            error={errors.vehicleYear?.message}
            {...form.register('vehicleYear', { setValueAs: asNumber })}
          />
          <TextInput label={t`Make`} error={errors.vehicleMake?.message} {...form.register('vehicleMake')} />
          <TextInput label={t`Model`} error={errors.vehicleModel?.message} {...form.register('vehicleModel')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`VIN`}
            description={t`17 characters since 1981; an older car's as written`}
            autoComplete="off"
            maxLength={17}
            styles={{ input: { textTransform: 'uppercase' } }}
            error={errors.vin?.message}
            {...form.register('vin')}
          />
          <TextInput
            label={t`Mileage`}
            inputMode="numeric"
            error={errors.mileage?.message}
            {...form.register('mileage', { setValueAs: asNumber })}
          />
        </SimpleGrid>
        <Textarea
          label={t`Customer's concern`}
          description={t`In their own words`}
          rows={3}
          error={errors.concern?.message}
          {...form.register('concern')}
        />
        {refusal && (
          <Alert color="red" role="alert" title={t`The car was not checked in`}>
            {refusal}
          </Alert>
        )}
        <FormActions submit={<Trans>Check in</Trans>} busy={checkIn.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
