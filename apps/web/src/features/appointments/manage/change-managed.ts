import type { RefusalIssue, RefusalReason } from '@shop/contract';
import { readRefusal } from '../../forms/refusal.ts';
import { type ManagedAppointment, managePath } from './managed-appointment.ts';

/*
 * Apart from managed-appointment.ts, whose read the route's loader (in the site's shared code) uses:
 * only the page's own code, loaded with it, carries the changes.
 */

/** The answer to a cancel or a move: the appointment as it is now, or the refusal's code and issues. */
export type ChangeAnswer =
  | { appointment: ManagedAppointment }
  | { refused: RefusalReason | 'failed'; issues: RefusalIssue[] };

/** Why a change was not made, as the customer is told it (`RefusalAlert` has the words). */
export type ChangeRefusal = 'taken' | 'not-offered' | 'closed' | 'too-many' | 'failed';

export async function changeManaged(
  token: string,
  change: { cancel: { reason: string | null } } | { reschedule: { appointmentDate: string } },
): Promise<ChangeAnswer> {
  const [action, body] = 'cancel' in change ? ['/cancel', change.cancel] : ['/reschedule', change.reschedule];
  try {
    const res = await fetch(managePath(token, action), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.ok) return { appointment: (await res.json()) as ManagedAppointment };
    const { reason, issues } = await readRefusal(res);
    return { refused: reason ?? 'failed', issues };
  } catch {
    return { refused: 'failed', issues: [] };
  }
}
