import { PART_CONDITIONS, PART_STATUSES, pageOf } from '@shop/contract';
import { z } from 'zod';
import { instant, orNull } from '../trpc/rest-door.ts';

/** What the parts procedures answer. */

const money = z.string().meta({ description: 'Dollars with two decimals', examples: ['120.50'] });

/** A part as the public catalogue shows it: never its price, sale or buyer. */
export const publicPart = z.object({
  id: z.number().int(),
  name: z.string(),
  description: orNull(z.string()),
  category: z.string(),
  imageUrl: orNull(z.string()),
  partNumber: orNull(z.string()),
  brand: orNull(z.string()),
  condition: z.enum(PART_CONDITIONS),
  status: z.enum(PART_STATUSES),
});

/** One page of the catalogue, as the public parts page shows it. */
export const cataloguePage = z.object({
  items: z.array(publicPart),
  total: z.number().int().meta({ description: 'How many parts match, on every page' }),
  page: z.number().int().meta({ description: 'The page answered, 1 first; past the end its `items` are empty' }),
  pageCount: z.number().int(),
  limit: z.number().int().meta({ description: 'The page’s size' }),
});

/** A part as managers see it in the inventory. */
export const inventoryPart = publicPart.extend({
  descriptionEs: orNull(z.string()).meta({ description: 'Null: the Spanish pages show the English description' }),
  price: money,
  soldDate: orNull(instant),
  salePrice: orNull(money),
  soldTo: orNull(z.string()),
  soldNotes: orNull(z.string()),
  isActive: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});

/** One page of the inventory, as `GET /api/admin/parts` answers when asked for one. */
export const inventoryPage = pageOf(inventoryPart).extend({
  total: z.number().int().meta({ description: 'How many parts the filters leave' }),
  statusCounts: z
    .record(z.enum(PART_STATUSES), z.number().int())
    .meta({ description: 'How many parts of each status the other filters (category, search) leave' }),
});

export const deletedPart = z.object({ id: z.number().int() });
