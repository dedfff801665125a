import type { DomainModule } from '../domain-module.ts';
import { privatePageData, sharedPageData } from '../http/page-render.ts';
import { testimonialsRead } from './reviews.reads.ts';
import { reviewsRouter } from './reviews.router.ts';
import { Testimonial } from './testimonial.entity.ts';

/** The review from a customer's link, moderation, and the published testimonials. */
export const reviewsModule = {
  routers: { reviews: reviewsRouter },
  entities: [Testimonial],
  reads: [testimonialsRead],
  pages: {
    /** One page of the published reviews (`/testimonials?page=`). */
    testimonials: sharedPageData((reads, { search }) => reads.get(testimonialsRead, search.page ?? 1)),
    /** The visit a review link is for, by its token. */
    review: privatePageData(reviewsRouter.request, ({ token }) => ({ token: token ?? '' })),
  },
} satisfies DomainModule;
