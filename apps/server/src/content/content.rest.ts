import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';

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

export const contentRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/content/missing-spanish',
    summary: 'What still lacks Spanish',
    description:
      'Services, carousel images, parts on offer, categories and special days whose Spanish text is empty while the ' +
      'English one is written: the Spanish pages show those in English.',
    tag: 'Management',
    procedure: 'content.missingSpanish',
    answer: {
      description: 'By kind',
      schema: z.object({
        services: missing,
        carouselImages: missing,
        parts: missing,
        categories: missing,
        specialDays: missing,
      }),
    },
    handle: (caller) => caller.content.missingSpanish(),
  }),
];
