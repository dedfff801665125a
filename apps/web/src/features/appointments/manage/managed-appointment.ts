import type { AppointmentStatus, Language, RefusalIssue, RefusalReason } from '@shop/contract';
import { readRefusal } from '../../forms/refusal.ts';
import { fetchPrivateAnswer, type PrivateAnswer } from '../../private-links/private-answer.ts';

/**
 * A customer's appointment as their private page shows it (`GET /api/appointments/manage/{token}`):
 * what they may still do is `open` (cancel or move), `call` (past the cut-off) or `closed`.
 */
export interface ManagedAppointment {
  status: AppointmentStatus;
  /** ISO 8601 instant. */
  appointmentDate: string;
  language: Language;
  firstName: string;
  serviceName: string | null;
  vehicle: string | null;
  /** The cut-off, an ISO 8601 instant. */
  changeUntil: string;
  changes: 'open' | 'call' | 'closed';
  shopPhone: string;
}

/** What the page was given: the appointment, or why the link opens nothing. */
export type ManageAnswer = PrivateAnswer<ManagedAppointment>;

/** The page talks to the REST paths with plain `fetch`: a visitor never downloads the tRPC client. */
const path = (token: string, action = '') => `/api/appointments/manage/${encodeURIComponent(token)}${action}`;

export const fetchManaged = (token: string): Promise<ManageAnswer> => fetchPrivateAnswer(path(token));

/** The answer to a cancel or a move: the appointment as it is now, or the refusal's code and issues. */
export type ChangeAnswer =
  | { appointment: ManagedAppointment }
  | { refused: RefusalReason | 'failed'; issues: RefusalIssue[] };

export async function changeManaged(
  token: string,
  change: { cancel: { reason: string | null } } | { reschedule: { appointmentDate: string } },
): Promise<ChangeAnswer> {
  const [action, body] = 'cancel' in change ? ['/cancel', change.cancel] : ['/reschedule', change.reschedule];
  try {
    const res = await fetch(path(token, action), {
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
