import type { AppointmentStatus, Language } from '@shop/contract';
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
export const managePath = (token: string, action = '') =>
  `/api/appointments/manage/${encodeURIComponent(token)}${action}`;

export const fetchManaged = (token: string): Promise<ManageAnswer> => fetchPrivateAnswer(managePath(token));
