import { z } from 'zod';

/** What the overview procedures answer. */

export const dashboardFigures = z.object({
  partsSoldThisMonth: z.object({ count: z.number().int(), total: z.string().meta({ examples: ['1450.00'] }) }),
  messagesAwaitingReply: z.number().int(),
  upcomingAppointments: z.number().int(),
  sample: z
    .object({ revenue: z.number(), customers: z.number().int(), rating: z.number() })
    .meta({ description: 'Sample figures, to be labelled as such' }),
});
