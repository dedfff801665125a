import { useLingui } from '@lingui/react/macro';
import { TRPCClientError } from '../../../trpc.ts';

/** Why the server refused a booking or a change, as staff should read it. */
export type BookingRefusal = 'full' | 'taken' | 'not-offered' | 'changed' | 'failed';

/**
 * The server answers 409 with an English sentence; the screen shows its own words in the staff
 * member's language, chosen by which refusal it is.
 */
export function bookingRefusal(error: unknown): BookingRefusal {
  if (!(error instanceof TRPCClientError)) return 'failed';
  const data = error.data as { code?: string; issues?: { path: string }[] | null } | undefined;
  const code = data?.code;
  // A time the calendar doesn't offer (any more) is bad input on the chosen time.
  if (code === 'BAD_REQUEST' && data?.issues?.some((issue) => issue.path === 'appointmentDate')) return 'not-offered';
  if (code !== 'CONFLICT') return code === 'NOT_FOUND' ? 'changed' : 'failed';
  if (/full/i.test(error.message)) return 'full';
  if (/just taken/i.test(error.message)) return 'taken';
  return 'changed';
}

/** Refusals that mean the list of times was out of date: it is read again. */
export const slotsWereStale = (refusal: BookingRefusal) =>
  refusal === 'full' || refusal === 'taken' || refusal === 'not-offered';

export function useRefusalText() {
  const { t } = useLingui();
  return (refusal: BookingRefusal): string =>
    ({
      // Staff chose a time the list showed with room: someone took the last place meanwhile.
      full: t`Someone took the last place at that time a moment ago. The times are refreshed: overbook it after the warning, or choose another time.`,
      taken: t`That time was just taken; please pick another.`,
      'not-offered': t`That time is no longer offered; please pick another.`,
      changed: t`Someone changed this appointment meanwhile; the list has been refreshed.`,
      failed: t`Please try again.`,
    })[refusal];
}
