import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import type { StaffSlot, StaffSlots } from './useStaffSlots.ts';

/** Every slot by Las Vegas day; a full one says so ("Full (2 of 2 booked)") and can still be chosen. */
export function StaffSlotSelect({
  slots,
  value,
  onChange,
  error,
}: {
  slots: StaffSlots;
  value: string;
  onChange: (start: string) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const label = (day: string, { time, booked, capacity, full }: StaffSlot) =>
    full ? t`${day}, ${time}: Full (${booked} of ${capacity} booked)` : `${day}, ${time}`;
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
        ...slots.days.map((day) => ({
          group: day.label,
          items: day.slots.map((s) => ({ value: s.start, label: label(day.label, s) })),
        })),
      ]}
    />
  );
}
