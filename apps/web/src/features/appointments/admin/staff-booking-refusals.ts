import { useLingui } from '@lingui/react/macro';
import { refusalReason, refusedFields } from '../../dashboard-kit/server-issues.ts';

/** Why the server refused a staff member's booking or change to an appointment, as staff should read it. */
export type StaffBookingRefusal = 'full' | 'taken' | 'not-offered' | 'service-gone' | 'changed' | 'not-yet' | 'failed';

/** The server's reason code says which refusal it is; the screen says it in the staff member's language. */
export function staffBookingRefusal(error: unknown): StaffBookingRefusal {
  // A time the calendar doesn't offer (any more) is bad input on the chosen time.
  if (refusedFields(error).some((issue) => issue.path === 'appointmentDate' && issue.key === 'timeInvalid')) {
    return 'not-offered';
  }
  switch (refusalReason(error)) {
    case 'slot-full':
      return 'full';
    case 'slot-taken':
      return 'taken';
    case 'service-not-offered':
      return 'service-gone';
    // Someone else acted on the appointment first: its status or time is not what the screen showed.
    case 'not-found':
    case 'status-change-not-allowed':
    case 'already-at-that-time':
    case 'appointment-not-movable':
      return 'changed';
    case 'no-show-too-early':
      return 'not-yet';
    default:
      return 'failed';
  }
}

/** Refusals that mean the list of times was out of date: it is read again. */
export const slotsWereStale = (refusal: StaffBookingRefusal) =>
  refusal === 'full' || refusal === 'taken' || refusal === 'not-offered';

export function useRefusalText() {
  const { t } = useLingui();
  return (refusal: StaffBookingRefusal): string =>
    ({
      // Staff chose a time the list showed with room: someone took the last place meanwhile.
      full: t`Someone took the last place at that time a moment ago. The times are refreshed: overbook it after the warning, or choose another time.`,
      taken: t`Someone took that time a moment ago; please pick another.`,
      'not-offered': t`That time is no longer offered; please pick another.`,
      'service-gone': t`That service is no longer offered; please choose another.`,
      changed: t`Someone changed this appointment meanwhile; the list has been refreshed.`,
      'not-yet': t`Its time has not come yet: an appointment is a no-show only once its time has passed.`,
      failed: t`Please try again.`,
    })[refusal];
}
