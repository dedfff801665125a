import { type Language, reviewerName, type reviewSchema } from '@shop/contract';
import type { z } from 'zod';
import { takeAttempt } from '../rate-limits/attempts.ts';
import { Refusal } from '../refusal.ts';
import { shopNotifyEmail, shopSettings } from '../settings/shop-settings.service.ts';
import { type Deps, inTransaction } from '../trpc/deps.ts';
import { reviewWaitingEmail } from './emails/review-waiting.ts';
import { visitOfReviewLink } from './reviewed-visit.ts';
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
  const visit = await visitOfReviewLink(em, token, { now: deps.now() });
  if (!visit) throw linkNotValid();
  return {
    firstName: visit.firstName,
    shownName: reviewerName(visit.firstName, visit.lastName),
    language: visit.language,
    visitDate: visit.visitDate,
    serviceName: visit.serviceName,
    reviewed: (await em.count(Testimonial, visit.reviews)) > 0,
    googleReviewUrl: (await shopSettings(deps)).googleReviewUrl || null,
    expiresAt: visit.expiresAt,
  };
}

/**
 * A customer's review from the link, stored as pending for a manager to publish. One per visit:
 * the visit (its appointment, or a walk-in's repair order) is locked while the review is written,
 * so two sends at once are taken one after the other and the second is refused (the unique indexes
 * back this up). The shop
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
    const visit = await visitOfReviewLink(tx, token, { now: now(), lock: true });
    if (!visit) throw linkNotValid();
    if (input.website.trim() !== '') return { success: true as const };
    if ((await tx.count(Testimonial, visit.reviews)) > 0) {
      throw new Refusal('already-reviewed', 'This visit has been reviewed already');
    }
    const review = tx.create(Testimonial, {
      customerName: reviewerName(visit.firstName, visit.lastName),
      rating: input.rating,
      testimonialText: input.text,
      status: 'pending',
      language: visit.language,
      appointment: visit.appointment,
      repairOrder: visit.repairOrder,
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
 * "Stop asking me for reviews": the visit's email gets no more review requests. Works for
 * any link we handed out, also past its 30 days; asking twice is fine.
 */
export async function stopReviewRequests(
  { em, limits, caller }: Deps,
  { token }: { token: string },
): Promise<{ success: true }> {
  await takeAttempt(limits.reviewPerIp, caller.ip, TOO_MANY);
  const email = (await visitOfReviewLink(em, token))?.email;
  if (!email) throw linkNotValid();
  await em.execute(`insert into "review_opt_outs" ("email") values (?) on conflict ("email") do nothing`, [
    email.trim().toLowerCase(),
  ]);
  return { success: true };
}
