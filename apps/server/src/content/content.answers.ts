import { z } from 'zod';

/** What the content procedures answer. */

const missing = z.array(
  z.object({
    id: z.union([z.number().int(), z.string()]).meta({ description: 'Its id; a special day’s date' }),
    label: z.string().meta({ description: 'Its English name, title or date' }),
    fields: z.array(z.string()).meta({ description: 'The empty Spanish fields, e.g. `descriptionEs`' }),
    english: z
      .record(z.string(), z.string())
      .meta({ description: 'The English text of each empty Spanish field, by that field' }),
  }),
);

export const missingSpanish = z.object({
  services: missing,
  carouselImages: missing,
  parts: missing,
  categories: missing,
  specialDays: missing,
});
