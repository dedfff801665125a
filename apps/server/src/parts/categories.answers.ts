import { z } from 'zod';

/** What the part categories procedures answer. */

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEs: z.string().nullable().meta({ description: 'Null: the Spanish pages show the English name' }),
});

export const offeredCategory = z.object({
  value: z.string().meta({ description: 'The English name: what `GET /api/parts?category=` takes' }),
  label: z.string().meta({ description: 'The name in the language asked for' }),
});
