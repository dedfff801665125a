import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Checkbox } from '@mantine/core';
import type { StaffSlot } from './useStaffSlots.ts';

/**
 * Shown while a full slot is chosen: staff tick the box before the booking goes through as an
 * overbooking, so a full time is never taken by a slip of the mouse.
 */
export function OverbookWarning({
  slot,
  confirmed,
  onConfirm,
  error,
}: {
  slot: StaffSlot;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  error: string | null;
}) {
  const { t } = useLingui();
  const { booked, capacity } = slot;
  return (
    // A dark orange: Mantine's own orange is too light on its tint for the title to read (axe).
    <Alert color="#9a3412" title={t`This time is full (${booked} of ${capacity} booked)`}>
      <Trans>Book it only if the shop can take one more car then; otherwise choose another time.</Trans>
      <Checkbox
        mt="sm"
        label={t`Yes, overbook this time`}
        checked={confirmed}
        onChange={(e) => onConfirm(e.currentTarget.checked)}
        error={error}
        // Mantine ties the error to the box (aria-describedby) but doesn't mark the box invalid.
        aria-invalid={error ? true : undefined}
      />
    </Alert>
  );
}
