import type { Mail } from '../../mail/mailer.ts';
import { shopEmail } from '../../mail/shop-email.ts';

/** The reviews screen on the dashboard, where a manager publishes or hides them. */
export const dashboardReviewsAddress = (origin: string) => `${origin}/dashboard/manage/reviews`;

/** To the front desk, in English: a customer's review waits to be published or hidden. */
export function reviewWaitingEmail(
  review: { shownName: string; rating: number; text: string },
  desk: { to: string; shopName: string; origin: string },
): Mail {
  const stars = `${review.rating} star${review.rating === 1 ? '' : 's'}`;
  const waits = `${review.shownName} left a review of ${stars}. It shows on the site once a manager publishes it.`;
  return shopEmail(
    { to: desk.to, subject: `Review waiting: ${stars} from ${review.shownName}` },
    {
      language: 'en',
      from: { name: desk.shopName },
      preview: waits,
      blocks: [
        { kind: 'text', text: waits },
        { kind: 'quote', heading: `${review.shownName} wrote:`, text: review.text },
        {
          kind: 'button',
          intro: 'Publish or hide it on the dashboard:',
          label: 'Open reviews',
          href: dashboardReviewsAddress(desk.origin),
        },
      ],
      signed: false,
    },
  );
}
