import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StaffSlots } from './useStaffSlots.ts';

/**
 * The overbooking confirmation that goes with a chosen slot: `overbookFor(start)` answers whether
 * to send `overbook` (a full slot, confirmed), or null after asking for the confirmation.
 */
export function useSlotChoice(slots: StaffSlots) {
  const { t } = useLingui();
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    confirmed,
    error,
    confirm: (yes: boolean) => {
      setConfirmed(yes);
      if (yes) setError(null);
    },
    /** Another time chosen: its fullness is confirmed afresh. */
    reset: () => {
      setConfirmed(false);
      setError(null);
    },
    overbookFor: (start: string): boolean | null => {
      if (!slots.find(start)?.full) return false;
      if (confirmed) return true;
      setError(t`Tick this box to book a full time, or choose another time.`);
      return null;
    },
  };
}
