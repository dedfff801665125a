import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../trpc.ts';
import { type StaffBookingRefusal, slotsWereStale, staffBookingRefusal } from './staff-booking-refusals.ts';
import type { StaffSlots } from './useStaffSlots.ts';

/** Booking a phone call: the services to offer, and the booking itself. */
export function useNewAppointment({
  onBooked,
  onRefused,
  slots,
}: {
  onBooked: () => void;
  onRefused: (refusal: StaffBookingRefusal) => void;
  slots: StaffSlots;
}) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  // The services customers are offered (a deactivated one is gone), in the staff member's language.
  const services = useQuery(trpc.services.list.queryOptions({ lang: i18n.locale === 'es' ? 'es' : 'en' }));
  const create = useMutation({
    ...trpc.appointments.create.mutationOptions(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: trpc.appointments.pathKey() });
      onBooked();
    },
    onError: (error) => {
      const refusal = staffBookingRefusal(error);
      onRefused(refusal);
      // Someone else booked meanwhile: show the times as they are now.
      if (slotsWereStale(refusal)) slots.refresh();
    },
  });
  return { create, services: services.data ?? [] };
}
