import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { type RepairOrderCheckInInput, repairOrderCheckInSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { applyFieldIssues } from '../../dashboard-kit/apply-field-issues.ts';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { useRepairRefusalText } from './repair-words.ts';
import { VehicleFields } from './VehicleFields.tsx';

type Appointment = RouterOutputs['appointments']['list']['items'][number];
type CheckInOutput = z.output<ReturnType<typeof repairOrderCheckInSchema>>;

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
    <FormProvider {...form}>
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
          <VehicleFields required={false} />
          {refusal && (
            <Alert color="red" role="alert" title={t`The car was not checked in`}>
              {refusal}
            </Alert>
          )}
          <FormActions submit={<Trans>Check in</Trans>} busy={checkIn.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </FormProvider>
  );
}
