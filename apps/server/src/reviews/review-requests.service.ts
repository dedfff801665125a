import { type Language, reviewerName, type reviewSchema } from '@shop/contract';
import type { z } from 'zod';
import { Appointment } from '../appointments/appointment.entity.ts';
import { appointmentDetails } from '../appointments/appointment-view.ts';
import { appointmentOfLink } from '../appointments/linked-appointment.ts';
import { findCustomerLink } from '../customer-links/customer-links.ts';
import { takeAttempt } from '../rate-limits/attempts.ts';
import { Refusal } from '../refusal.ts';
import { shopNotifyEmail, shopSettings } from '../settings/shop-settings.service.ts';
import { type Deps, inTransaction } from '../trpc/deps.ts';
import { reviewWaitingEmail } from './emails/review-waiting.ts';
import { Testimonial } from './testimonial.entity.ts';

/**
 * One answer for a link that never existed, is mistyped, or is past its 30 days: the page can't
 * tell them apart, so it says nothing about whether a token was ever handed out.
 */
const linkNotValid = () => new Refusal('link-not-valid', 'This review link is not valid or has expired');
const TOO_MANY = 'Too many attempts. Please wait a few minutes.';

/** What the review page shows about the visit it reviews. */
export interface ReviewRequest {
  firstName: string;
  /** As the review will be signed: "Maria L.". */
  shownName: string;
  language: Language;
  visitDate: Date;
  serviceName: string | null;
  /** True once this visit's review was sent: the page thanks instead of asking again. */
  reviewed: boolean;
  /** The shop's Google review page, offered to every reviewer; null when the shop has none. */
  googleReviewUrl: string | null;
  expiresAt: Date;
}

/** The review page's read. Rate limited per address: each unknown token costs a query. */
export async function readReviewRequest(deps: Deps, { token }: { token: string }): Promise<ReviewRequest> {
  const { em, limits, caller } = deps;
  await takeAttempt(limits.customerLinkPerIp, caller.ip, TOO_MANY);
  const opened = await appointmentOfLink(em, 'review', token, deps.now());
  if (!opened) throw linkNotValid();
  const a = opened.appointment;
  const reviewed = (await em.count(Testimonial, { appointment: a.id })) > 0;
  return {
    firstName: a.firstName,
    shownName: reviewerName(a.firstName, a.lastName),
    language: a.language,
    visitDate: a.appointmentDate,
    serviceName: appointmentDetails(a).serviceName,
    reviewed,
    googleReviewUrl: (await shopSettings(deps)).googleReviewUrl || null,
    expiresAt: opened.expiresAt,
  };
}

/**
 * A customer's review from the link, stored as pending for a manager to publish. One per
 * appointment: the appointment is locked while the review is written, so two sends at once are
 * taken one after the other and the second is refused (the unique index backs this up). The shop
 * is emailed that a review waits, in the same transaction. A filled honeypot means a bot: the
 * answer looks the same and nothing is kept.
 */
export async function submitReview(
  deps: Deps,
  { token, ...input }: { token: string } & z.output<ReturnType<typeof reviewSchema>>,
): Promise<{ success: true }> {
  await takeAttempt(deps.limits.reviewPerIp, deps.caller.ip, TOO_MANY);
  const notifyEmail = await shopNotifyEmail(deps);
  const { shopName } = await shopSettings(deps);
  return inTransaction(deps, async ({ em: tx, now, mail, origin, live }) => {
    const opened = await appointmentOfLink(tx, 'review', token, now(), { lock: true });
    if (!opened) throw linkNotValid();
    if (input.website.trim() !== '') return { success: true as const };
    const a = opened.appointment;
    if ((await tx.count(Testimonial, { appointment: a.id })) > 0) {
      throw new Refusal('already-reviewed', 'This visit has been reviewed already');
    }
    const review = tx.create(Testimonial, {
      customerName: reviewerName(a.firstName, a.lastName),
      rating: input.rating,
      testimonialText: input.text,
      status: 'pending',
      language: a.language,
      appointment: a,
    });
    await tx.flush();
    await mail.queue(
      reviewWaitingEmail(
        { shownName: review.customerName, rating: review.rating, text: review.testimonialText },
        { to: notifyEmail, shopName, origin: origin() },
      ),
    );
    // For the managers, who publish reviews.
    await live.publish({ kind: 'review-waiting', subject: review.id, audience: 'manager' });
    return { success: true as const };
  });
}

/**
 * "Stop asking me for reviews": the appointment's email gets no more review requests. Works for
 * any link we handed out, also past its 30 days; asking twice is fine.
 */
export async function stopReviewRequests(
  { em, limits, caller }: Deps,
  { token }: { token: string },
): Promise<{ success: true }> {
  await takeAttempt(limits.reviewPerIp, caller.ip, TOO_MANY);
  const link = await findCustomerLink(em, 'review', token);
  const email = link && (await em.findOne(Appointment, { id: link.appointmentId }))?.email;
  if (!email) throw linkNotValid();
  await em.execute(`insert into "review_opt_outs" ("email") values (?) on conflict ("email") do nothing`, [
    email.trim().toLowerCase(),
  ]);
  return { success: true };
}
