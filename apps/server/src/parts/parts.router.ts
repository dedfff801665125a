import {
  catalogueQueryFields,
  DEFAULT_LANGUAGE,
  idSchema,
  inventoryFiltersSchema,
  inventoryQuerySchema,
  partChangeSchema,
  partSchema,
  partStatusSchema,
  saleSchema,
} from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { auditByCaller, recordAuditEvent } from '../audit/audit-trail.ts';
import { uploadProcedures } from '../media/upload.procedures.ts';
import { languageQuery } from '../public-reads/language-query.ts';
import { managerProcedure, publicProcedure } from '../trpc/init.ts';
import { streamPublicParts } from './catalogue.service.ts';
import {
  createPart,
  deletePart,
  inventoryPage,
  markPartSold,
  setPartStatus,
  updatePart,
  wholeInventory,
} from './inventory.service.ts';
import { Part } from './part.entity.ts';

const byId = z.strictObject({ id: idSchema });

/** The catalogue's language, search, category and page; nothing asks for the first page of everything in English. */
export const catalogueQuery = languageQuery.unwrap().extend(catalogueQueryFields()).default({ lang: DEFAULT_LANGUAGE });

export const partsRouter = {
  /** One page of the public catalogue (PAGE_SIZES.catalogue parts unless `limit` says otherwise), answered from memory once read. */
  list: publicProcedure
    .input(catalogueQuery)
    .query(({ ctx, input: { lang, ...query } }) => ctx.infra.reads.cataloguePage(lang, query)),
  /** The whole public catalogue, read from a database cursor: for `GET /api/parts` without paging. */
  all: publicProcedure.input(languageQuery).query(({ ctx, input }) => streamPublicParts(ctx.em, input.lang)),
  /** One page of the inventory (newest first) with its filters, the total and the count per status. */
  inventory: managerProcedure
    .input(inventoryQuerySchema().default({}))
    .query(({ ctx, input }) => inventoryPage(ctx.em, input)),
  /**
   * The whole (filtered) inventory as rows read from a database cursor, for the REST door's
   * `GET /api/admin/parts` without paging parameters, which writes them out as they come.
   */
  inventoryAll: managerProcedure
    .input(inventoryFiltersSchema().default({}))
    .query(({ ctx, input }) => wholeInventory(ctx.em, input)),
  create: managerProcedure.input(partSchema()).mutation(({ ctx, input }) => createPart(ctx.em, ctx.infra.reads, input)),
  update: managerProcedure
    .input(byId.extend({ part: partChangeSchema() }))
    .mutation(({ ctx, input }) => updatePart(ctx.em, ctx.infra, input.id, input.part)),
  delete: managerProcedure.input(byId).mutation(async ({ ctx, input }) => {
    const part = await ctx.em.findOne(Part, { id: input.id }, { fields: ['name'] });
    const deleted = await deletePart(ctx.em, ctx.infra, input.id);
    // After the deletion, not in its transaction: it also clears the image and the public read.
    await recordAuditEvent(ctx.em, auditByCaller(ctx), {
      action: 'part-deleted',
      target: { kind: 'part', id: String(input.id), label: part?.name ?? null },
    });
    return deleted;
  }),
  markSold: managerProcedure
    .input(byId.extend({ sale: saleSchema() }))
    .mutation(({ ctx, input }) => markPartSold(ctx.em, ctx.infra.reads, input.id, input.sale)),
  /** Reserved, or back to available (which undoes a sale: the screen asks first). */
  setStatus: managerProcedure
    .input(byId.extend(partStatusSchema().shape))
    .mutation(({ ctx, input }) => setPartStatus(ctx.em, ctx.infra.reads, input.id, input)),
  /** A part's photo is uploaded as a carousel image is. */
  ...uploadProcedures,
} satisfies TRPCRouterRecord;
