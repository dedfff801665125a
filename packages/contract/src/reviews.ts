import { z } from 'zod';
import { REVIEWS } from './constants.ts';
import { inputObject, line, text } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';
import { pagingFields } from './paging.ts';

/** A review waits as pending until a manager publishes it; hidden takes it off the public page. */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** What a customer sends from the review page. */
export const reviewSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    rating: z
      .number({ error: m.ratingRequired })
      .int(m.ratingRequired)
      .min(1, m.ratingRequired)
      .max(5, m.ratingRequired)
      .meta({ description: 'Stars, 1 to 5' }),
    text: text(m, REVIEWS.textMax).min(1, m.reviewTextRequired),
    /** Honeypot: people never see it, so only bots fill it in. */
    website: text(m, 500).optional().default(''),
  });
export type ReviewInput = z.input<ReturnType<typeof reviewSchema>>;

/** A manager's decision on a review: its status and, optionally, the shop's public reply (empty removes it). */
export const reviewModerationSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    status: z.enum(REVIEW_STATUSES, { error: m.invalidValue }),
    reply: text(m, REVIEWS.textMax)
      .nullable()
      .optional()
      .meta({ description: 'The shop’s public reply; empty or null removes it' }),
  });
export type ReviewModerationInput = z.input<ReturnType<typeof reviewModerationSchema>>;

const reviewStatusFilter = (m: ValidationMessages) => ({
  status: z.enum(REVIEW_STATUSES, { error: m.invalidValue }).optional(),
});

/** The managers' reviews, whole: one status or all. */
export const reviewFilterSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, reviewStatusFilter(m)).default({});

/** The managers' list of reviews: one status or all; one page with the paging fields. */
export const reviewListSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { ...reviewStatusFilter(m), ...pagingFields(m) }).default({});

/** The public list of published reviews: a page number (1 first). */
export const testimonialsQuerySchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    page: z.coerce
      .number({ error: m.invalidValue })
      .int(m.invalidValue)
      .min(1, m.invalidValue)
      .max(10_000, m.invalidValue)
      .optional(),
  }).default({});

/** "Maria L.": how a reviewer's name is shown, first name and last initial. */
export function reviewerName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

/** The shop's Google review link: empty (none) or a full https address. */
export const googleReviewUrlSchema = (m: ValidationMessages = englishMessages) =>
  line(m, 500).refine((v) => v === '' || isHttpsAddress(v), m.reviewLinkInvalid);

function isHttpsAddress(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
