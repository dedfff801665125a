import type { EntityManager } from '@mikro-orm/postgresql';
import { type PartCategoryInput, partCategorySchema } from '@shop/contract';
import { literally } from '../db/search.ts';
import { BadInputError, ConflictError, NotFoundError } from '../domain-errors.ts';
import { PartCategory } from './part-category.entity.ts';

/** The shop's usual categories with their Spanish names: a new database starts with them. */
export const PART_CATEGORY_NAMES_ES: Record<string, string> = {
  Transmissions: 'Transmisiones',
  Brakes: 'Frenos',
  Electrical: 'Sistema eléctrico',
  Engine: 'Motor',
  Cooling: 'Enfriamiento',
};

/** On a database without categories, the usual ones; managers add, rename and translate from there. */
export async function seedCategories(em: EntityManager): Promise<void> {
  if (await em.count(PartCategory, {})) return;
  for (const [name, nameEs] of Object.entries(PART_CATEGORY_NAMES_ES)) em.create(PartCategory, { name, nameEs });
  await em.flush();
}

export interface CategoryView {
  id: number;
  name: string;
  nameEs: string | null;
}

const view = (c: PartCategory): CategoryView => ({ id: c.id, name: c.name, nameEs: c.nameEs ?? null });

export async function listCategories(em: EntityManager): Promise<CategoryView[]> {
  return (await em.find(PartCategory, {}, { orderBy: { name: 'asc' } })).map(view);
}

async function refuseTaken(em: EntityManager, name: string, except?: number): Promise<void> {
  const taken = await em.findOne(PartCategory, {
    name: { $ilike: literally(name) },
    ...(except ? { id: { $ne: except } } : {}),
  });
  if (taken) throw new ConflictError('category-name-taken', `There is already a category named ${taken.name}`);
}

export async function addCategory(em: EntityManager, input: PartCategoryInput): Promise<CategoryView> {
  const data = partCategorySchema().parse(input);
  await refuseTaken(em, data.name);
  const category = em.create(PartCategory, data);
  await em.flush();
  return view(category);
}

/** A rename reaches every part in the category (the database cascades it). */
export async function renameCategory(
  em: EntityManager,
  id: number,
  input: Partial<PartCategoryInput>,
): Promise<CategoryView> {
  const data = partCategorySchema().partial().parse(input);
  const category = await em.findOne(PartCategory, { id });
  if (!category) throw new NotFoundError('not-found', 'Category not found');
  if (data.name !== undefined) await refuseTaken(em, data.name, id);
  em.assign(category, data);
  await em.flush();
  return view(category);
}

/**
 * The category a part names, as stored: matched whatever the case, in English or Spanish. A name
 * not in the list is refused, so a typo can't add a filter to the public catalogue.
 */
export async function categoryNamed(em: EntityManager, typed: string): Promise<string> {
  const found = await em.findOne(PartCategory, {
    $or: [{ name: { $ilike: literally(typed) } }, { nameEs: { $ilike: literally(typed) } }],
  });
  if (!found) throw new BadInputError('invalid-input', { field: 'category', key: 'categoryUnknown' });
  return found.name;
}
