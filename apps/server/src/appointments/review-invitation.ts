import { type Language, REVIEWS } from '@shop/contract';
import { createReviewLink, type ReviewedVisit } from '../customer-links/customer-links.ts';
import type { PublicSettings } from '../settings/settings.service.ts';
import type { Deps } from '../trpc/deps.ts';
import type { Appointment } from './appointment.entity.ts';
import { appointmentDetails } from './appointment-view.ts';
import { reviewPageAddress, reviewRequestEmail } from './emails/review-request.ts';

/** Whom a review request goes to, in their language. */
export interface ReviewedCustomer {
  firstName: string;
  email: string | null;
  language: Language;
}

/**
 * Asks the customer of a visit just over for a review, in the caller's transaction: the review link
 * (one per visit: a unique index) and its email are written together. Once only, whatever happens:
 * a second call for the same visit finds the link and sends nothing. Nothing at all for a customer
 * without an email or one who asked for no more requests. A visit is an appointment, or the repair
 * order of a car that came in without one.
 */
export async function askForReview(
  { em, mail, now, origin }: Pick<Deps, 'em' | 'mail' | 'now' | 'origin'>,
  { visit, customer, settings }: { visit: ReviewedVisit; customer: ReviewedCustomer; settings: PublicSettings },
): Promise<void> {
  if (!customer.email) return;
  const [optedOut] = await em.execute<{ email: string }[]>(`select "email" from "review_opt_outs" where "email" = ?`, [
    customer.email.trim().toLowerCase(),
  ]);
  if (optedOut) return;
  const token = await createReviewLink(em, {
    visit,
    expiresAt: new Date(now().getTime() + REVIEWS.linkDays * 86_400_000),
  });
  if (token === null) return;
  const link = reviewPageAddress(origin(), customer.language, token);
  await mail.queue(reviewRequestEmail({ ...customer, email: customer.email }, settings, link));
}

/** The review request of an appointment just marked completed (or whose car was picked up). */
export const inviteToReview = (
  deps: Pick<Deps, 'em' | 'mail' | 'now' | 'origin'>,
  { appointment, settings }: { appointment: Appointment; settings: PublicSettings },
): Promise<void> =>
  askForReview(deps, { visit: { appointmentId: appointment.id }, customer: appointmentDetails(appointment), settings });
