import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '../../../trpc.ts';
import { bookingRange, groupSlotsByDay } from '../../appointments/slot-days.ts';

/** A free slot from today up to the booking horizon, grouped by Las Vegas day. */
export function SlotSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (start: string) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const range = useMemo(() => bookingRange(), []);
  const slots = useQuery(trpc.appointments.slots.queryOptions(range));
  const days = useMemo(() => groupSlotsByDay(slots.data?.slots ?? [], i18n.locale), [slots.data, i18n.locale]);
  return (
    <NativeSelect
      label={t`Day and time`}
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error ?? (slots.isError ? t`The free times could not be loaded.` : undefined)}
      disabled={slots.isPending}
      data={[
        { value: '', label: slots.isPending ? t`Loading…` : t`Choose a time`, disabled: true },
        ...days.map((day) => ({
          group: day.label,
          items: day.slots.map((s) => ({ value: s.start, label: `${day.label}, ${s.time}` })),
        })),
      ]}
    />
  );
}
