import { idSchema, type Language, PUBLIC_READ_PATHS, partCategorySchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { languageQuery } from '../public-reads/language-query.ts';
import { readKey } from '../public-reads/public-read.ts';
import { managerProcedure, publicProcedure } from '../trpc/init.ts';
import { categoriesRead } from './catalogue.reads.ts';
import { category, offeredCategory } from './categories.answers.ts';
import { addCategory, listCategories, renameCategory } from './part-categories.ts';

/** The managed list of part categories: the part dialog's choices and the catalogue's filter. */
export const categoriesRouter = {
  list: managerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/part-categories',
        summary: 'The part categories',
        description: 'The names a part may take as its `category`, in English and Spanish, by English name.',
        tag: 'Parts',
        answers: 'Every category',
      },
    })
    .output(z.array(category))
    .query(({ ctx }) => listCategories(ctx.deps)),
  /** The public catalogue's filter: the categories with parts on offer, in the visitor's language. */
  offered: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: PUBLIC_READ_PATHS.categories,
        summary: 'The public catalogue’s categories',
        description: 'The categories that have parts on offer, by English name, named in the language asked for.',
        tag: 'Parts',
        answers: 'The catalogue’s category filter',
        publicRead: ({ lang }: { lang: Language }) => readKey(categoriesRead, lang),
      },
    })
    .input(languageQuery)
    .output(z.array(offeredCategory))
    .query(({ ctx, input }) => ctx.deps.reads.get(categoriesRead, input.lang)),
  create: managerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/part-categories',
        status: 201,
        summary: 'Add a part category',
        description: 'A name already used (whatever the case) is a 409.',
        tag: 'Parts',
        answers: 'The new category',
        errors: [409],
        example: { name: 'Suspension', nameEs: 'Suspensión' },
      },
    })
    .input(partCategorySchema())
    .output(category)
    .mutation(({ ctx, input }) => addCategory(ctx.deps, input)),
  update: managerProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/admin/part-categories/:id',
        summary: 'Rename a part category',
        description: 'In either language; every part in it follows.',
        tag: 'Parts',
        answers: 'The category as saved',
        errors: [404, 409],
        example: { nameEs: 'Transmisiones' },
        bodyAs: 'category',
      },
    })
    .input(
      z.strictObject({
        id: idSchema.meta({ description: 'The category’s id' }),
        category: partCategorySchema().partial(),
      }),
    )
    .output(category)
    .mutation(({ ctx, input }) => renameCategory(ctx.deps, input)),
} satisfies TRPCRouterRecord;
