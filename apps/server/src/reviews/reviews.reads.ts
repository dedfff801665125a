import { publicRead } from '../public-reads/public-read.ts';
import { publishedReviews } from './moderation.service.ts';

/** One page of the published reviews, newest first (1 first): the testimonials page. */
export const testimonialsRead = publicRead({
  name: 'testimonials',
  changedBy: ['testimonials'],
  kept: 50,
  key: (page: number) => String(page),
  load: (em, page) => publishedReviews(em, page),
});
