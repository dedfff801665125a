import {
  asksForPage,
  customerLinkSchema,
  idSchema,
  LANGUAGES,
  PUBLIC_READ_PATHS,
  REVIEW_STATUSES,
  REVIEWS,
  reviewListSchema,
  reviewModerationSchema,
  reviewSchema,
  testimonialsQuerySchema,
} from '@shop/contract';
import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';

const review = z.object({
  id: z.number().int(),
  customerName: z.string().meta({ description: 'First name and last initial, as shown' }),
  rating: z.number().int().meta({ description: 'Stars, 1 to 5' }),
  text: z.string(),
  status: z.enum(REVIEW_STATUSES),
  language: z.enum(LANGUAGES).meta({ description: 'The customer’s language' }),
  reply: z.string().nullable().meta({ description: 'The shop’s public reply' }),
  appointmentId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  publishedAt: z.iso.datetime().nullable().meta({ description: 'When it was first published' }),
});

const publishedReview = z.object({
  id: z.number().int(),
  customerName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  language: z.enum(LANGUAGES),
  reply: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

const reviewId = z.object({ id: idSchema.meta({ description: 'The review’s id' }) });
const token = customerLinkSchema();
const success = z.object({ success: z.literal(true) });

export const reviewsRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/reviews/:token',
    summary: 'What a review link is for',
    description:
      'The review page’s read: the visit the link from the review request email reviews, whether it was reviewed ' +
      `already and the shop’s Google review page. Links work for ${REVIEWS.linkDays} days; a link that doesn’t ` +
      'work (mistyped, expired, never sent) is a 404, the same in every case. Rate limited per address.',
    tag: 'Reviews',
    procedure: 'reviews.request',
    params: token,
    answer: {
      description: 'The visit to review',
      schema: z.object({
        firstName: z.string(),
        shownName: z.string().meta({ description: 'How the review will be signed' }),
        language: z.enum(LANGUAGES),
        visitDate: z.iso.datetime(),
        serviceName: z.string().nullable(),
        reviewed: z.boolean(),
        googleReviewUrl: z.string().nullable(),
        expiresAt: z.iso.datetime(),
      }),
    },
    errors: [404, 429],
    handle: (caller, { params }) => caller.reviews.request(params),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/reviews/:token',
    summary: 'Review a visit',
    description:
      `1 to 5 stars and up to ${REVIEWS.textMax} characters, stored for a manager to publish; one review per ` +
      'visit (409 for a second). Rate limited per address.',
    tag: 'Reviews',
    procedure: 'reviews.submit',
    params: token,
    body: reviewSchema(),
    example: { rating: 5, text: 'They found the leak in an hour and explained everything.' },
    answer: { status: 201, description: 'The review was received', schema: success },
    errors: [404, 409, 429],
    handle: (caller, { params, body }) => caller.reviews.submit({ ...params, ...body }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/reviews/:token/opt-out',
    summary: 'Ask for no more review requests',
    description: 'The email address of the link’s visit gets no more review requests. Works also for an expired link.',
    tag: 'Reviews',
    procedure: 'reviews.stopRequests',
    params: token,
    answer: { description: 'No more review requests go to that address', schema: success },
    errors: [404, 429],
    handle: (caller, { params }) => caller.reviews.stopRequests(params),
  }),
  defineRoute({
    method: 'GET',
    url: PUBLIC_READ_PATHS.testimonials,
    summary: 'The published reviews',
    description: `Published reviews, newest first, ${REVIEWS.pageSize} a page (\`page\`, 1 first), with the shop’s replies.`,
    tag: 'Reviews',
    procedure: 'reviews.published',
    query: testimonialsQuerySchema(),
    publicRead: ({ page }) => `testimonials:${page ?? 1}`,
    answer: {
      description: 'One page of published reviews',
      schema: z.object({
        items: z.array(publishedReview),
        total: z.number().int(),
        page: z.number().int(),
        pageCount: z.number().int(),
        limit: z.number().int(),
      }),
    },
    handle: (caller, { query }) => caller.reviews.published(query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/reviews',
    summary: 'Every review, for moderation',
    description:
      'Reviews newest first; `status` keeps one status. Without `limit` and `cursor`, the whole list as one ' +
      'array, streamed; with either, one page of `limit` reviews (default 25) with the total and the cursors ' +
      'of the pages after and before it.',
    tag: 'Reviews',
    procedure: ['reviews.list', 'reviews.all'],
    query: reviewListSchema(),
    answer: {
      description: 'Every review found (no paging parameters), or one page of them',
      schema: z.union([
        z.array(review),
        z.object({
          items: z.array(review),
          total: z.number().int(),
          nextCursor: z.string().nullable(),
          previousCursor: z.string().nullable(),
        }),
      ]),
    },
    handle: (caller, { query }) =>
      asksForPage(query) ? caller.reviews.list(query) : caller.reviews.all({ status: query.status }),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/admin/reviews/:id',
    summary: 'Publish or hide a review, and reply to it',
    description:
      'Sets the status (`published` shows it on /testimonials at once, `hidden` or `pending` takes it off) and the ' +
      'shop’s public reply (empty removes it, left out keeps it).',
    tag: 'Reviews',
    procedure: 'reviews.moderate',
    params: reviewId,
    body: reviewModerationSchema(),
    example: { status: 'published', reply: 'Thank you, Maria! See you at your next oil change.' },
    answer: { description: 'The review as it is now', schema: review },
    errors: [404],
    handle: (caller, { params, body }) => caller.reviews.moderate({ id: params.id, ...body }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/admin/reviews/:id',
    summary: 'Delete a review',
    tag: 'Reviews',
    procedure: 'reviews.delete',
    params: reviewId,
    answer: { description: 'The deleted review’s id', schema: z.object({ id: z.number().int() }) },
    errors: [404],
    handle: (caller, { params }) => caller.reviews.delete({ id: params.id }),
  }),
];
