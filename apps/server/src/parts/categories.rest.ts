import { idSchema, PUBLIC_READ_PATHS, partCategorySchema } from '@shop/contract';
import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';
import { languageQuery } from '../public-reads/language-query.ts';

const category = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEs: z.string().nullable().meta({ description: 'Null: the Spanish pages show the English name' }),
});

const offeredCategory = z.object({
  value: z.string().meta({ description: 'The English name: what `GET /api/parts?category=` takes' }),
  label: z.string().meta({ description: 'The name in the language asked for' }),
});

export const categoriesRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: PUBLIC_READ_PATHS.categories,
    summary: 'The public catalogue’s categories',
    description: 'The categories that have parts on offer, by English name, named in the language asked for.',
    tag: 'Parts',
    procedure: 'categories.offered',
    query: languageQuery,
    publicRead: ({ lang }) => `categories:${lang}`,
    answer: { description: 'The catalogue’s category filter', schema: z.array(offeredCategory) },
    handle: (caller, { query }) => caller.categories.offered(query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/part-categories',
    summary: 'The part categories',
    description: 'The names a part may take as its `category`, in English and Spanish, by English name.',
    tag: 'Parts',
    procedure: 'categories.list',
    answer: { description: 'Every category', schema: z.array(category) },
    handle: (caller) => caller.categories.list(),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/admin/part-categories',
    summary: 'Add a part category',
    description: 'A name already used (whatever the case) is a 409.',
    tag: 'Parts',
    procedure: 'categories.create',
    body: partCategorySchema(),
    example: { name: 'Suspension', nameEs: 'Suspensión' },
    answer: { status: 201, description: 'The new category', schema: category },
    errors: [409],
    handle: (caller, { body }) => caller.categories.create(body),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/admin/part-categories/:id',
    summary: 'Rename a part category',
    description: 'In either language; every part in it follows.',
    tag: 'Parts',
    procedure: 'categories.update',
    params: z.object({ id: idSchema.meta({ description: 'The category’s id' }) }),
    body: partCategorySchema().partial(),
    example: { nameEs: 'Transmisiones' },
    answer: { description: 'The category as saved', schema: category },
    errors: [404, 409],
    handle: (caller, { params, body }) => caller.categories.update({ id: params.id, category: body }),
  }),
];
