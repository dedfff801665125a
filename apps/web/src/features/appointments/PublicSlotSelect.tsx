import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { BOOKING } from '@shop/contract';
import { useMemo } from 'react';
import { groupSlotsByDay, type Slot } from './slot-days.ts';

/** The booking page's day-and-time choice: the free slots, grouped by Las Vegas day. */
export function PublicSlotSelect({
  slots,
  value,
  onChange,
  onBlur,
  error,
}: {
  /** Undefined while loading, null when they could not be loaded. */
  slots: Slot[] | null | undefined;
  value: string;
  onChange: (start: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const horizonDays = BOOKING.horizonDays;
  const days = useMemo(() => groupSlotsByDay(slots ?? [], i18n.locale), [slots, i18n.locale]);
  const placeholder =
    slots === undefined
      ? t`Loading the free times…`
      : slots === null
        ? t`The free times could not be loaded.`
        : days.length === 0
          ? t`No free times in the next ${horizonDays} days; please call us.`
          : t`Choose a day and time`;
  return (
    <NativeSelect
      label={t`Preferred day and time`}
      description={t`Las Vegas time`}
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      data={[
        { value: '', label: placeholder, disabled: true },
        ...days.map((day) => ({
          group: day.label,
          items: day.slots.map((s) => ({ value: s.start, label: `${day.label}, ${s.time}` })),
        })),
      ]}
    />
  );
}
