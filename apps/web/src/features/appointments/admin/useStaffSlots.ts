import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '../../../trpc.ts';
import { bookingRange, groupSlotsByDay } from '../slot-days.ts';

/** One slot as the front desk sees it: full ones too. */
export interface StaffSlot {
  start: string;
  time: string;
  booked: number;
  capacity: number;
  full: boolean;
}

export interface StaffSlotDay {
  label: string;
  slots: StaffSlot[];
}

/**
 * Every slot from today up to the booking horizon, grouped by Las Vegas day in the staff member's
 * language, with how many places are taken: staff may book a full one after a warning.
 */
export function useStaffSlots() {
  const { i18n } = useLingui();
  const range = useMemo(() => bookingRange(), []);
  const query = useQuery(trpc.appointments.staffSlots.queryOptions(range));
  const days = useMemo<StaffSlotDay[]>(() => {
    const counted = new Map((query.data?.slots ?? []).map((s) => [s.start, s]));
    const asOffered = [...counted.values()].map((s) => ({ start: s.start, available: s.capacity - s.booked }));
    return groupSlotsByDay(asOffered, i18n.locale).map((day) => ({
      label: day.label,
      slots: day.slots.map(({ start, time }) => {
        const { booked = 0, capacity = 0 } = counted.get(start) ?? {};
        return { start, time, booked, capacity, full: booked >= capacity };
      }),
    }));
  }, [query.data, i18n.locale]);
  const find = (start: string) => days.flatMap((d) => d.slots).find((s) => s.start === start);
  return { days, find, isPending: query.isPending, isError: query.isError, refresh: () => void query.refetch() };
}

export type StaffSlots = ReturnType<typeof useStaffSlots>;
