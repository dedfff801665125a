import { useLingui } from '@lingui/react/macro';
import type { AppointmentStatus } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { showErrorToast } from '../../toast/toast.ts';
import { type StaffBookingRefusal, staffBookingRefusal, useRefusalText } from './staff-booking-refusals.ts';

export type Appointment = RouterOutputs['appointments']['list']['items'][number];

/**
 * Staff actions on one appointment. A refused confirm, complete or cancel is a toast; a refused
 * move stays in its dialog (`moveRefusal`). Either way the list and the times are read again.
 */
export function useAppointmentChanges({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const [moveRefusal, setMoveRefusal] = useState<StaffBookingRefusal | null>(null);
  const update = useMutation({
    ...trpc.appointments.update.mutationOptions(),
    onSuccess: onDone,
    // Refused or not, the list (and the free times) may have changed.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: trpc.appointments.pathKey() }),
  });
  return {
    update,
    moveRefusal,
    /** Confirm, complete or cancel (with its reason). */
    change: (a: Appointment, status: AppointmentStatus, reason?: string) =>
      update.mutate(
        { id: a.id, change: reason === undefined ? { status } : { status, reason } },
        {
          onError: (error) =>
            showErrorToast(t`The appointment was not changed`, refusalText(staffBookingRefusal(error))),
        },
      ),
    /** To another slot, keeping the status; `overbook` after the full-slot warning. */
    move: (a: Appointment, { start, overbook }: { start: string; overbook: boolean }) => {
      setMoveRefusal(null);
      update.mutate(
        { id: a.id, change: { status: a.status, appointmentDate: start, ...(overbook ? { overbook } : {}) } },
        { onError: (error) => setMoveRefusal(staffBookingRefusal(error)) },
      );
    },
    forgetRefusal: () => setMoveRefusal(null),
  };
}
