import { LANGUAGES, pageOf, REVIEW_STATUSES } from '@shop/contract';
import { z } from 'zod';
import { instant } from '../trpc/rest-door.ts';

/** What the reviews procedures answer. */

export const review = z.object({
  id: z.number().int(),
  customerName: z.string().meta({ description: 'First name and last initial, as shown' }),
  rating: z.number().int().meta({ description: 'Stars, 1 to 5' }),
  text: z.string(),
  status: z.enum(REVIEW_STATUSES),
  language: z.enum(LANGUAGES).meta({ description: 'The customer’s language' }),
  reply: z.string().nullable().meta({ description: 'The shop’s public reply' }),
  appointmentId: z.number().int().nullable().meta({ description: 'The booked visit reviewed, if it was one' }),
  repairOrderId: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The walk-in visit reviewed (its repair order), if it was one' }),
  createdAt: instant,
  publishedAt: instant.nullable().meta({ description: 'When it was first published' }),
});

export const reviewPage = pageOf(review);

const publishedReview = z.object({
  id: z.number().int(),
  customerName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  language: z.enum(LANGUAGES),
  reply: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const testimonialsPage = z.object({
  items: z.array(publishedReview),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  limit: z.number().int(),
});

export const reviewRequest = z.object({
  firstName: z.string(),
  shownName: z.string().meta({ description: 'How the review will be signed' }),
  language: z.enum(LANGUAGES),
  visitDate: instant,
  serviceName: z.string().nullable(),
  reviewed: z.boolean(),
  googleReviewUrl: z.string().nullable(),
  expiresAt: instant,
});

export const success = z.object({ success: z.literal(true) });

export const deletedReview = z.object({ id: z.number().int() });
