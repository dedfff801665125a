import { idSchema, partCategorySchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { languageQuery } from '../public-reads/language-query.ts';
import { managerProcedure, publicProcedure } from '../trpc/init.ts';
import { addCategory, listCategories, renameCategory } from './part-categories.ts';

/** The managed list of part categories: the part dialog's choices and the catalogue's filter. */
export const categoriesRouter = {
  list: managerProcedure.query(({ ctx }) => listCategories(ctx.em)),
  /** The public catalogue's filter: the categories with parts on offer, in the visitor's language. */
  offered: publicProcedure.input(languageQuery).query(({ ctx, input }) => ctx.infra.reads.categories(input.lang)),
  create: managerProcedure.input(partCategorySchema()).mutation(({ ctx, input }) => addCategory(ctx.em, input)),
  update: managerProcedure
    .input(z.strictObject({ id: idSchema, category: partCategorySchema().partial() }))
    .mutation(({ ctx, input }) => renameCategory(ctx.em, ctx.infra.reads, input.id, input.category)),
} satisfies TRPCRouterRecord;
