import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';
import { servicesInput } from './services.router.ts';

const offeredService = z.object({
  id: z.number().int(),
  icon: z.string().nullable().meta({ description: 'Which picture goes with it' }),
  name: z.string(),
  description: z.string(),
});

export const servicesRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/services',
    summary: 'The shop’s repair services',
    description: 'Active services in their order, in the language asked for (English where a Spanish text is missing).',
    tag: 'Shop',
    access: 'public',
    query: servicesInput,
    publicRead: ({ lang }) => `services:${lang}`,
    answer: { description: 'The services', schema: z.array(offeredService) },
    handle: (caller, { query }) => caller.services.list(query),
  }),
];
