import { useLingui } from '@lingui/react/macro';
import type { AppointmentStatus } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { type StaffBookingRefusal, staffBookingRefusal, useRefusalText } from './staff-booking-refusals.ts';

export type Appointment = RouterOutputs['appointments']['list']['items'][number];

/**
 * Staff actions on one appointment. A refused confirm, complete or cancel is a toast; a refused
 * move stays in its dialog (`moveRefusal`). Either way the appointments (list, opened one, free
 * times) and the overview are read again: refused or not, they may have changed.
 */
export function useAppointmentChanges({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const refusalText = useRefusalText();
  const [moveRefusal, setMoveRefusal] = useState<StaffBookingRefusal | null>(null);
  const refreshes = [trpc.appointments.pathKey(), trpc.overview.figures.queryKey()];
  const update = useMutation(
    trpc.appointments.update.mutationOptions({
      onSuccess: onDone,
      meta: {
        refreshes,
        failed: (error) => ({
          title: t`The appointment was not changed`,
          message: refusalText(staffBookingRefusal(error)),
        }),
      },
    }),
  );
  const move = useMutation(
    trpc.appointments.update.mutationOptions({
      onSuccess: onDone,
      onError: (error) => setMoveRefusal(staffBookingRefusal(error)),
      meta: { refreshes },
    }),
  );
  return {
    update,
    moving: move.isPending,
    moveRefusal,
    /** Confirm, complete or cancel (with its reason). */
    change: (a: Appointment, status: AppointmentStatus, reason?: string) =>
      update.mutate({ id: a.id, change: reason === undefined ? { status } : { status, reason } }),
    /** To another slot, keeping the status; `overbook` after the full-slot warning. */
    move: (a: Appointment, { start, overbook }: { start: string; overbook: boolean }) => {
      setMoveRefusal(null);
      move.mutate({
        id: a.id,
        change: { status: a.status, appointmentDate: start, ...(overbook ? { overbook } : {}) },
      });
    },
    forgetRefusal: () => setMoveRefusal(null),
  };
}

export type AppointmentChanges = ReturnType<typeof useAppointmentChanges>;
