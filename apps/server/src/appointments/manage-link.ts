import type { EntityManager } from '@mikro-orm/postgresql';
import { addressIn, type Language } from '@shop/contract';
import { createCustomerLink, extendCustomerLinks } from '../customer-links/customer-links.ts';
import type { AppointmentDetails } from './emails/appointment-details.ts';

/** A manage link works until a day after the visit's time, then answers like an unknown one. */
const GOOD_AFTER_VISIT_MS = 24 * 3_600_000;

export const manageLinkExpiry = (start: Date) => new Date(start.getTime() + GOOD_AFTER_VISIT_MS);

/** The page's address in the customer's language (`/es/appointments/manage/…` in Spanish). */
export const manageAddress = (language: Language, token: string) =>
  addressIn(language, `/appointments/manage/${token}`);

/**
 * The details of an email to the customer with a new private link of their own, made in the
 * email's transaction (a link whose email was never queued is never stored). One per email: the
 * token is kept only as its hash, so an earlier one can't be sent again.
 */
export async function withManageLink<D extends AppointmentDetails>(
  em: EntityManager,
  details: D,
  origin: string,
): Promise<D & { manageUrl: string }> {
  const token = await createCustomerLink(em, {
    purpose: 'manage-appointment',
    appointmentId: details.id,
    expiresAt: manageLinkExpiry(details.appointmentDate),
  });
  return { ...details, manageUrl: origin + manageAddress(details.language, token) };
}

/** A moved visit's links work until a day after its new time (earlier emails' links too). */
export const moveManageLinks = (em: EntityManager, appointmentId: number, start: Date) =>
  extendCustomerLinks(em, 'manage-appointment', appointmentId, manageLinkExpiry(start));
