import { z } from 'zod';
import { instant, orNull } from '../trpc/rest-door.ts';

/** What the carousel procedures answer. */

/** A slide as the home page shows it. */
export const slide = z.object({
  id: z.number().int(),
  title: z.string(),
  description: orNull(z.string()),
  imageUrl: z.string(),
  altText: orNull(z.string()),
  isActive: z.boolean(),
  order: z.number().int(),
});

/** An image as managers edit it: both languages (null Spanish: the English text shows). */
export const carouselImage = slide.extend({
  titleEs: orNull(z.string()),
  descriptionEs: orNull(z.string()),
  altTextEs: orNull(z.string()),
  createdAt: instant,
  updatedAt: instant,
});

export const deletedImage = z.object({ id: z.number().int() });
