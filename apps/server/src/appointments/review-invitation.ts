import { REVIEWS } from '@shop/contract';
import { createOnlyCustomerLink } from '../customer-links/customer-links.ts';
import type { PublicSettings } from '../settings/settings.service.ts';
import type { Deps } from '../trpc/deps.ts';
import type { Appointment } from './appointment.entity.ts';
import { appointmentDetails } from './appointment-view.ts';
import { reviewPageAddress, reviewRequestEmail } from './emails/review-request.ts';

/**
 * Asks the customer of a visit just marked completed for a review, in the caller's transaction:
 * the review link (one per appointment: a unique index) and its email are written together. Once
 * only, whatever happens: a second call for the same appointment finds the row and sends nothing.
 * Nothing at all for a customer without an email or one who asked for no more requests.
 */
export async function inviteToReview(
  { em, mail, now, origin }: Pick<Deps, 'em' | 'mail' | 'now' | 'origin'>,
  { appointment, settings }: { appointment: Appointment; settings: PublicSettings },
): Promise<void> {
  const details = appointmentDetails(appointment);
  if (!details.email) return;
  const [optedOut] = await em.execute<{ email: string }[]>(`select "email" from "review_opt_outs" where "email" = ?`, [
    details.email.trim().toLowerCase(),
  ]);
  if (optedOut) return;
  const token = await createOnlyCustomerLink(em, {
    purpose: 'review',
    appointmentId: appointment.id,
    expiresAt: new Date(now().getTime() + REVIEWS.linkDays * 86_400_000),
  });
  if (token === null) return;
  const link = reviewPageAddress(origin(), details.language, token);
  await mail.queue(reviewRequestEmail({ ...details, email: details.email }, settings, link));
}
