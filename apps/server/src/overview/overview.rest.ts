import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';

export const overviewRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/overview',
    summary: 'The dashboard’s figures',
    description:
      'Real figures (parts sold this month in Las Vegas time and their total, messages waiting for a reply, ' +
      'upcoming appointments) beside the specification’s fixed sample figures, which are not the shop’s.',
    tag: 'Management',
    procedure: 'overview.figures',
    answer: {
      description: 'The figures',
      schema: z.object({
        partsSoldThisMonth: z.object({ count: z.number().int(), total: z.string().meta({ examples: ['1450.00'] }) }),
        messagesAwaitingReply: z.number().int(),
        upcomingAppointments: z.number().int(),
        sample: z
          .object({ revenue: z.number(), customers: z.number().int(), rating: z.number() })
          .meta({ description: 'Sample figures, to be labelled as such' }),
      }),
    },
    handle: (caller) => caller.overview.figures(),
  }),
];
