import {
  asksForCataloguePage,
  catalogueQueryFields,
  DEFAULT_LANGUAGE,
  idSchema,
  inventoryFiltersSchema,
  inventoryQuerySchema,
  type Language,
  PAGE_SIZES,
  PUBLIC_READ_PATHS,
  partChangeSchema,
  partSchema,
  partStatusSchema,
  saleSchema,
} from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { uploadProcedures } from '../media/upload.procedures.ts';
import { languageQuery } from '../public-reads/language-query.ts';
import { managerProcedure, publicProcedure } from '../trpc/init.ts';
import { rowsOf } from '../trpc/rest-door.ts';
import { cataloguePageKey, catalogueRead, wholeCatalogueKey } from './catalogue.reads.ts';
import { type CatalogueQuery, streamPublicParts } from './catalogue.service.ts';
import {
  createPart,
  deletePart,
  inventoryPage,
  markPartSold,
  setPartStatus,
  updatePart,
  wholeInventory,
} from './inventory.service.ts';
import {
  cataloguePage,
  deletedPart,
  inventoryPage as inventoryPageAnswer,
  inventoryPart,
  publicPart,
} from './parts.answers.ts';

const byId = z.strictObject({ id: idSchema.meta({ description: 'The part’s id' }) });

const fields = catalogueQueryFields();
/** The catalogue's language, search, category and page; nothing asks for the first page of everything in English. */
export const catalogueQuery = languageQuery
  .unwrap()
  .extend({
    q: fields.q.meta({
      description:
        'Words to find in a part’s name, description (either language), brand, part number or category (either language), whatever the case and accents',
    }),
    category: fields.category.meta({ description: 'Only this category, by its English or Spanish name' }),
    page: fields.page.meta({ description: 'The page, 1 first' }),
    limit: fields.limit.meta({
      description: `Parts per page, at most ${PAGE_SIZES.max} (${PAGE_SIZES.catalogue} when a page is asked for without it)`,
    }),
  })
  .default({ lang: DEFAULT_LANGUAGE });

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

/** How a part's free-text `category` is read, on adding and on changing a part. */
const CATEGORY_RULE =
  '`category` is free text: a listed category’s name in English or Spanish, whatever its case and accents, ' +
  'names that category (`frenos` and `BRAKES` are `Brakes`); any other name adds a new category, ' +
  'with no Spanish name until a manager writes one.';

export const partsRouter = {
  /** One page of the public catalogue (PAGE_SIZES.catalogue parts unless `limit` says otherwise), answered from memory once read. */
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: PUBLIC_READ_PATHS.parts,
        summary: 'The public parts catalogue',
        description:
          'Active parts that are not sold, by category then name, with the description and category in the language asked for ' +
          '(English where the Spanish is empty). No prices: visitors call to ask. Without `q`, `category`, `page` and `limit` ' +
          'it answers the whole list (an array); with any of them, one page of the parts that match (an object).',
        tag: 'Parts',
        answers: 'Every part on offer, or one page of those that match',
        wholeList: 'all',
        publicRead: ({ lang, ...query }: CatalogueQuery & { lang: Language }) =>
          asksForCataloguePage(query) ? cataloguePageKey(lang, query) : wholeCatalogueKey(lang),
      },
    })
    .input(catalogueQuery)
    .output(cataloguePage)
    .query(({ ctx, input: { lang, ...query } }) => ctx.deps.reads.get(catalogueRead, { language: lang, query })),
  /** The whole public catalogue, read from a database cursor: for `GET /api/parts` without paging. */
  all: publicProcedure
    .input(languageQuery)
    .output(rowsOf(publicPart))
    .query(({ ctx, input }) => streamPublicParts(ctx.deps, input)),
  /** One page of the inventory (newest first) with its filters, the total and the count per status. */
  inventory: managerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/parts',
        summary: 'The inventory, whole or one page at a time',
        description:
          'Parts with their price and sale, newest first, narrowed by `status`, `category` (its English name) and `q` ' +
          '(name, descriptions in English and Spanish, brand and part number, ignoring case and accents). ' +
          'Without `limit` and `cursor`, every part the filters leave, as one array (written out as it is read). ' +
          'With either, one page of `limit` parts (25 by default, at most 100) with the total and the `cursor`s ' +
          'of the pages either side.',
        tag: 'Parts',
        answers: 'Every part the filters leave, or one page of them',
        wholeList: 'inventoryAll',
      },
    })
    .input(inventoryQuerySchema().default({}))
    .output(inventoryPageAnswer)
    .query(({ ctx, input }) => inventoryPage(ctx.deps, input)),
  /**
   * The whole (filtered) inventory as rows read from a database cursor, for the REST door's
   * `GET /api/admin/parts` without paging parameters, which writes them out as they come.
   */
  inventoryAll: managerProcedure
    .input(inventoryFiltersSchema().default({}))
    .output(rowsOf(inventoryPart))
    .query(({ ctx, input }) => wholeInventory(ctx.deps, input)),
  create: managerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/parts',
        status: 201,
        summary: 'Add a part',
        description: CATEGORY_RULE,
        tag: 'Parts',
        answers: 'The new part',
        example: newPart,
      },
    })
    .input(partSchema())
    .output(inventoryPart)
    .mutation(({ ctx, input }) => createPart(ctx.deps, input)),
  update: managerProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/admin/parts/:id',
        summary: 'Change a part',
        description:
          'Takes the same fields as adding one; those left out get their defaults. ' +
          '`status` (optional) is set as `PATCH /api/admin/parts/{id}/status` sets it: `reserved` holds a part that is not sold, ' +
          '`available` puts it back on offer and, from sold, undoes the sale. Reserving a sold part is a 409. ' +
          CATEGORY_RULE,
        tag: 'Parts',
        answers: 'The part as saved',
        errors: [404, 409],
        example: { ...newPart, category: 'transmisiones', status: 'reserved' },
        bodyAs: 'part',
      },
    })
    .input(byId.extend({ part: partChangeSchema() }))
    .output(inventoryPart)
    .mutation(({ ctx, input }) => updatePart(ctx.deps, input)),
  delete: managerProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/admin/parts/:id',
        summary: 'Delete a part',
        tag: 'Parts',
        answers: 'The deleted part’s id',
      },
    })
    .input(byId)
    .output(deletedPart)
    .mutation(({ ctx, input }) => deletePart(ctx.deps, input)),
  markSold: managerProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/admin/parts/:id/sold',
        summary: 'Mark a part sold',
        description: 'Records the sale price, the buyer and notes. A part already sold or reserved is a conflict.',
        tag: 'Parts',
        answers: 'The part, now sold',
        errors: [409],
        example: { salePrice: '1400.00', soldTo: 'R. Gomez', soldNotes: 'Picked up Friday' },
        bodyAs: 'sale',
      },
    })
    .input(byId.extend({ sale: saleSchema() }))
    .output(inventoryPart)
    .mutation(({ ctx, input }) => markPartSold(ctx.deps, input)),
  /** Reserved, or back to available (which undoes a sale: the screen asks first). */
  setStatus: managerProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/admin/parts/:id/status',
        summary: 'Reserve a part, or put it back on offer',
        description:
          '`reserved` holds an available part; `available` puts a reserved or sold part back in the catalogue. ' +
          'From sold, that undoes the sale: its price, buyer, notes and date are cleared. Reserving a sold part is a 409.',
        tag: 'Parts',
        answers: 'The part as saved',
        errors: [404, 409],
        example: { status: 'reserved' },
      },
    })
    .input(byId.extend(partStatusSchema().shape))
    .output(inventoryPart)
    .mutation(({ ctx, input }) => setPartStatus(ctx.deps, input)),
  /** A part's photo is uploaded as a carousel image is. */
  ...uploadProcedures({ tag: 'Parts', purpose: 'a part’s photo (its `imageUrl`)', registerPath: '/api/parts/upload' }),
} satisfies TRPCRouterRecord;
