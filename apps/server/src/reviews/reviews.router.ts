import {
  customerLinkSchema,
  idSchema,
  PUBLIC_READ_PATHS,
  REVIEWS,
  reviewFilterSchema,
  reviewListSchema,
  reviewModerationSchema,
  reviewSchema,
  testimonialsQuerySchema,
} from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { readKey } from '../public-reads/public-read.ts';
import { managerProcedure, publicProcedure } from '../trpc/init.ts';
import { rowsOf } from '../trpc/rest-door.ts';
import { allReviews, deleteReview, listReviews, moderateReview } from './moderation.service.ts';
import { readReviewRequest, stopReviewRequests, submitReview } from './review-requests.service.ts';
import { deletedReview, review, reviewPage, reviewRequest, success, testimonialsPage } from './reviews.answers.ts';
import { testimonialsRead } from './reviews.reads.ts';

const reviewId = z.strictObject({ id: idSchema.meta({ description: 'The review’s id' }) });

export const reviewsRouter = {
  /** The review page's read: the visit a link reviews; 404 for any link that doesn't work. */
  request: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/reviews/:token',
        summary: 'What a review link is for',
        description:
          'The review page’s read: the visit the link from the review request email reviews, whether it was reviewed ' +
          `already and the shop’s Google review page. Links work for ${REVIEWS.linkDays} days; a link that doesn’t ` +
          'work (mistyped, expired, never sent) is a 404, the same in every case. Rate limited per address.',
        tag: 'Reviews',
        answers: 'The visit to review',
        errors: [404, 429],
      },
    })
    .input(customerLinkSchema())
    .output(reviewRequest)
    .query(({ ctx, input }) => readReviewRequest(ctx.deps, input)),
  /** A customer's review from the link: stored pending, one per appointment. */
  submit: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/reviews/:token',
        status: 201,
        summary: 'Review a visit',
        description:
          `1 to 5 stars and up to ${REVIEWS.textMax} characters, stored for a manager to publish; one review per ` +
          'visit (409 for a second). Rate limited per address.',
        tag: 'Reviews',
        answers: 'The review was received',
        errors: [404, 409, 429],
        example: { rating: 5, text: 'They found the leak in an hour and explained everything.' },
      },
    })
    .input(customerLinkSchema().extend(reviewSchema().shape))
    .output(success)
    .mutation(({ ctx, input }) => submitReview(ctx.deps, input)),
  /** "Stop asking me for reviews" from the link. */
  stopRequests: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/reviews/:token/opt-out',
        summary: 'Ask for no more review requests',
        description:
          'The email address of the link’s visit gets no more review requests. Works also for an expired link.',
        tag: 'Reviews',
        answers: 'No more review requests go to that address',
        errors: [404, 429],
      },
    })
    .input(customerLinkSchema())
    .output(success)
    .mutation(({ ctx, input }) => stopReviewRequests(ctx.deps, input)),
  /** Everyone: one page of the published reviews, newest first. */
  published: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: PUBLIC_READ_PATHS.testimonials,
        summary: 'The published reviews',
        description: `Published reviews, newest first, ${REVIEWS.pageSize} a page (\`page\`, 1 first), with the shop’s replies.`,
        tag: 'Reviews',
        answers: 'One page of published reviews',
        publicRead: ({ page }: { page?: number | undefined }) => readKey(testimonialsRead, page ?? 1),
      },
    })
    .input(testimonialsQuerySchema())
    .output(testimonialsPage)
    .query(({ ctx, input }) => ctx.deps.reads.get(testimonialsRead, input.page ?? 1)),
  /** Managers: one page of the reviews, newest first, all or one status. */
  list: managerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/reviews',
        summary: 'Every review, for moderation',
        description:
          'Reviews newest first; `status` keeps one status. Without `limit` and `cursor`, the whole list as one ' +
          'array, streamed; with either, one page of `limit` reviews (default 25) with the total and the cursors ' +
          'of the pages after and before it.',
        tag: 'Reviews',
        answers: 'Every review found (no paging parameters), or one page of them',
        wholeList: 'all',
      },
    })
    .input(reviewListSchema())
    .output(reviewPage)
    .query(({ ctx, input }) => listReviews(ctx.deps, input)),
  /** Managers: every review (or one status), as rows read from a database cursor (the REST whole list). */
  all: managerProcedure
    .input(reviewFilterSchema())
    .output(rowsOf(review))
    .query(({ ctx, input }) => allReviews(ctx.deps, input)),
  /** Publish, hide or set back to pending, with the shop's public reply; the public page shows it at once. */
  moderate: managerProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/admin/reviews/:id',
        summary: 'Publish or hide a review, and reply to it',
        description:
          'Sets the status (`published` shows it on /testimonials at once, `hidden` or `pending` takes it off) and the ' +
          'shop’s public reply (empty removes it, left out keeps it).',
        tag: 'Reviews',
        answers: 'The review as it is now',
        errors: [404],
        example: { status: 'published', reply: 'Thank you, Maria! See you at your next oil change.' },
      },
    })
    .input(reviewId.extend(reviewModerationSchema().shape))
    .output(review)
    .mutation(({ ctx, input }) => moderateReview(ctx.deps, input)),
  delete: managerProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/admin/reviews/:id',
        summary: 'Delete a review',
        tag: 'Reviews',
        answers: 'The deleted review’s id',
        errors: [404],
      },
    })
    .input(reviewId)
    .output(deletedReview)
    .mutation(({ ctx, input }) => deleteReview(ctx.deps, input)),
} satisfies TRPCRouterRecord;
