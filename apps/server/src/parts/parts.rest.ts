import {
  asksForCataloguePage,
  asksForPage,
  DEFAULT_LANGUAGE,
  idSchema,
  inventoryQuerySchema,
  PAGE_SIZES,
  PART_CONDITIONS,
  PART_STATUSES,
  PUBLIC_READ_PATHS,
  partChangeSchema,
  partSchema,
  partStatusSchema,
  saleSchema,
} from '@shop/contract';
import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';
import { uploadRegistrationRoute } from '../media/upload-registration.rest.ts';
import { cataloguePageKey } from '../public-reads/public-reads.ts';
import { catalogueQuery } from './parts.router.ts';

const byId = z.object({ id: idSchema.meta({ description: 'The part’s id' }) });
const money = z.string().meta({ description: 'Dollars with two decimals', examples: ['120.50'] });

/** A part as the public catalogue shows it: never its price, sale or buyer. */
const partFields = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  partNumber: z.string().nullable(),
  brand: z.string().nullable(),
  condition: z.enum(PART_CONDITIONS),
  status: z.enum(PART_STATUSES),
});

const publicPart = partFields;

/** One page of the catalogue, as the public parts page shows it. */
const cataloguePage = z.object({
  items: z.array(publicPart),
  total: z.number().int().meta({ description: 'How many parts match, on every page' }),
  page: z.number().int().meta({ description: 'The page answered, 1 first; past the end its `items` are empty' }),
  pageCount: z.number().int(),
  limit: z.number().int().meta({ description: 'The page’s size' }),
});

/** The catalogue's query, described for the API's readers. */
const catalogueQueryDoc = catalogueQuery.unwrap().extend({
  q: catalogueQuery.unwrap().shape.q.meta({
    description:
      'Words to find in a part’s name, description (either language), brand, part number or category (either language), whatever the case and accents',
  }),
  category: catalogueQuery.unwrap().shape.category.meta({
    description: 'Only this category, by its English or Spanish name',
  }),
  page: catalogueQuery.unwrap().shape.page.meta({ description: 'The page, 1 first' }),
  limit: catalogueQuery.unwrap().shape.limit.meta({
    description: `Parts per page, at most ${PAGE_SIZES.max} (${PAGE_SIZES.catalogue} when a page is asked for without it)`,
  }),
});

/** A part as managers see it in the inventory. */
const inventoryPart = partFields.extend({
  descriptionEs: z.string().nullish().meta({ description: 'Null: the Spanish pages show the English description' }),
  price: money,
  // The sale's fields are left out, not null, in the answer to adding a part.
  soldDate: z.iso.datetime().nullish(),
  salePrice: money.nullish(),
  soldTo: z.string().nullish(),
  soldNotes: z.string().nullish(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** One page of the inventory, as `GET /api/admin/parts` answers when asked for one. */
const inventoryPage = z.object({
  items: z.array(inventoryPart),
  total: z.number().int().meta({ description: 'How many parts the filters leave' }),
  nextCursor: z.string().nullable().meta({ description: 'The `cursor` of the page after this one; null on the last' }),
  previousCursor: z
    .string()
    .nullable()
    .meta({ description: 'The `cursor` of the page before this one; null on the first' }),
  statusCounts: z
    .record(z.enum(PART_STATUSES), z.number().int())
    .meta({ description: 'How many parts of each status the other filters (category, search) leave' }),
});

/** A part as a manager adds it. */
const newPart = {
  name: 'Remanufactured 4L60E transmission',
  description: 'Tested on the bench, 12-month warranty.',
  category: 'Transmissions',
  price: '1450.00',
  partNumber: '4L60E-R',
  brand: 'GM',
  condition: 'refurbished',
} as const;

const deleted = z.object({ id: z.number().int() });

/** How a part's free-text `category` is read, on adding and on changing a part. */
const CATEGORY_RULE =
  '`category` is free text: a listed category’s name in English or Spanish, whatever its case and accents, ' +
  'names that category (`frenos` and `BRAKES` are `Brakes`); any other name adds a new category, ' +
  'with no Spanish name until a manager writes one.';

export const partsRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: PUBLIC_READ_PATHS.parts,
    summary: 'The public parts catalogue',
    description:
      'Active parts that are not sold, by category then name, with the description and category in the language asked for ' +
      '(English where the Spanish is empty). No prices: visitors call to ask. Without `q`, `category`, `page` and `limit` ' +
      'it answers the whole list (an array); with any of them, one page of the parts that match (an object).',
    tag: 'Parts',
    procedure: ['parts.list', 'parts.all'],
    query: catalogueQueryDoc.default({ lang: DEFAULT_LANGUAGE }),
    publicRead: ({ lang, ...query }) =>
      asksForCataloguePage(query) ? cataloguePageKey(lang, query) : (`parts:${lang}` as const),
    answer: {
      description: 'Every part on offer, or one page of those that match',
      schema: z.union([z.array(publicPart), cataloguePage]),
    },
    handle: (caller, { query }) =>
      asksForCataloguePage(query) ? caller.parts.list(query) : caller.parts.all({ lang: query.lang }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/parts',
    summary: 'The inventory, whole or one page at a time',
    description:
      'Parts with their price and sale, newest first, narrowed by `status`, `category` (its English name) and `q` ' +
      '(name, descriptions in English and Spanish, brand and part number, ignoring case and accents). ' +
      'Without `limit` and `cursor`, every part the filters leave, as one array (written out as it is read). ' +
      'With either, one page of `limit` parts (25 by default, at most 100) with the total and the `cursor`s ' +
      'of the pages either side.',
    tag: 'Parts',
    procedure: ['parts.inventory', 'parts.inventoryAll'],
    query: inventoryQuerySchema(),
    answer: {
      description: 'Every part the filters leave, or one page of them',
      schema: z.union([z.array(inventoryPart), inventoryPage]),
    },
    handle: (caller, { query }) => {
      const { limit, cursor, ...filters } = query;
      return asksForPage(query) ? caller.parts.inventory(query) : caller.parts.inventoryAll(filters);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/admin/parts',
    summary: 'Add a part',
    description: CATEGORY_RULE,
    tag: 'Parts',
    procedure: 'parts.create',
    body: partSchema(),
    example: newPart,
    answer: { status: 201, description: 'The new part', schema: inventoryPart },
    handle: (caller, { body }) => caller.parts.create(body),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/admin/parts/:id',
    summary: 'Change a part',
    description:
      'Takes the same fields as adding one; those left out get their defaults. ' +
      '`status` (optional) is set as `PATCH /api/admin/parts/{id}/status` sets it: `reserved` holds a part that is not sold, ' +
      '`available` puts it back on offer and, from sold, undoes the sale. Reserving a sold part is a 409. ' +
      CATEGORY_RULE,
    tag: 'Parts',
    procedure: 'parts.update',
    params: byId,
    body: partChangeSchema(),
    example: { ...newPart, category: 'transmisiones', status: 'reserved' },
    answer: { description: 'The part as saved', schema: inventoryPart },
    errors: [404, 409],
    handle: (caller, { params, body }) => caller.parts.update({ id: params.id, part: body }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/admin/parts/:id',
    summary: 'Delete a part',
    tag: 'Parts',
    procedure: 'parts.delete',
    params: byId,
    answer: { description: 'The deleted part’s id', schema: deleted },
    handle: (caller, { params }) => caller.parts.delete({ id: params.id }),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/admin/parts/:id/sold',
    summary: 'Mark a part sold',
    description: 'Records the sale price, the buyer and notes. A part already sold or reserved is a conflict.',
    tag: 'Parts',
    procedure: 'parts.markSold',
    params: byId,
    body: saleSchema(),
    example: { salePrice: '1400.00', soldTo: 'R. Gomez', soldNotes: 'Picked up Friday' },
    answer: { description: 'The part, now sold', schema: inventoryPart },
    errors: [409],
    handle: (caller, { params, body }) => caller.parts.markSold({ id: params.id, sale: body }),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/admin/parts/:id/status',
    summary: 'Reserve a part, or put it back on offer',
    description:
      '`reserved` holds an available part; `available` puts a reserved or sold part back in the catalogue. ' +
      'From sold, that undoes the sale: its price, buyer, notes and date are cleared. Reserving a sold part is a 409.',
    tag: 'Parts',
    procedure: ['parts.setStatus', 'parts.registerUpload'],
    params: byId,
    body: partStatusSchema(),
    example: { status: 'reserved' },
    answer: { description: 'The part as saved', schema: inventoryPart },
    errors: [404, 409],
    handle: (caller, { params, body }) => caller.parts.setStatus({ id: params.id, status: body.status }),
  }),
  uploadRegistrationRoute({
    url: '/api/parts/upload',
    tag: 'Parts',
    purpose: 'a part’s photo (its `imageUrl`)',
    procedure: 'parts.registerUpload',
    register: (caller, body) => caller.parts.registerUpload(body),
  }),
];
