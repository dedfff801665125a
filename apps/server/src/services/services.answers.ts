import { SERVICE_ICONS } from '@shop/contract';
import { z } from 'zod';

/** What the services procedures answer. */

/** A service as the public pages show it, in one language; never its price. */
export const offeredService = z.object({
  id: z.number().int(),
  icon: z.string().nullable().meta({ description: 'Which picture goes with it' }),
  name: z.string(),
  description: z.string(),
});

/** A service as managers edit it. */
export const managedService = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEs: z.string().nullable().meta({ description: 'Null: the Spanish pages show the English name' }),
  description: z.string(),
  descriptionEs: z.string().nullable(),
  icon: z
    .string()
    .nullable()
    .meta({ description: `One of ${SERVICE_ICONS.join(', ')}` }),
  order: z.number().int(),
  isActive: z.boolean(),
  price: z.string().meta({ description: 'Starting price for staff reference, never shown publicly' }),
});
