import type { EntityManager } from '@mikro-orm/postgresql';
import { type PartCategoryInput, partCategorySchema } from '@shop/contract';
import { Refusal } from '../refusal.ts';
import { type Deps, inTransaction } from '../trpc/deps.ts';
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

export async function listCategories({ em }: Pick<Deps, 'em'>): Promise<CategoryView[]> {
  return (await em.find(PartCategory, {}, { orderBy: { name: 'asc' } })).map(view);
}

/**
 * Two names for one category are the same name whatever their case and accents ("Frenos",
 * "FRENOS", "frenós"): `shop_searchable` (lower, unaccent) compares them, as the unique index
 * `part_categories_name_searchable_unique` (Migration20261125170600) holds them apart.
 */
const SAME_NAME = (column: 'name' | 'name_es') => `shop_searchable(${column}) = shop_searchable(?)`;

async function refuseTaken(em: EntityManager, name: string, except?: number): Promise<void> {
  const [taken] = await em.execute<{ name: string }[]>(
    `select name from part_categories where ${SAME_NAME('name')} and id <> ? limit 1`,
    [name, except ?? 0],
  );
  if (taken) throw new Refusal('category-name-taken', `There is already a category named ${taken.name}`);
}

export async function addCategory(deps: Deps, input: PartCategoryInput): Promise<CategoryView> {
  const data = partCategorySchema().parse(input);
  return inTransaction(deps, async ({ em }) => {
    await refuseTaken(em, data.name);
    const category = em.create(PartCategory, data);
    await em.flush();
    return view(category);
  });
}

/** A rename reaches every part in the category (the database cascades it), and the catalogue's filter. */
export async function renameCategory(
  deps: Deps,
  { id, category: input }: { id: number; category: Partial<PartCategoryInput> },
): Promise<CategoryView> {
  const data = partCategorySchema().partial().parse(input);
  return inTransaction(deps, async ({ em, changed }) => {
    const category = await em.findOne(PartCategory, { id });
    if (!category) throw new Refusal('not-found', 'Category not found');
    if (data.name !== undefined) await refuseTaken(em, data.name, id);
    em.assign(category, data);
    await em.flush();
    // The catalogue shows category names, and its filter lists them.
    changed('parts');
    return view(category);
  });
}

/** The listed category a name means, in English or Spanish (an English name first), or undefined. */
async function listedCategory(em: EntityManager, typed: string): Promise<string | undefined> {
  const [found] = await em.execute<{ name: string }[]>(
    `select name from part_categories where ${SAME_NAME('name')} or ${SAME_NAME('name_es')}
      order by ${SAME_NAME('name')} desc, id limit 1`,
    [typed, typed, typed],
  );
  return found?.name;
}

/**
 * The category a part names, as stored. A name of a listed category, in English or Spanish and
 * whatever its case and accents ("frenos", "BRAKES"), is that category ("Brakes"). Any other name
 * is a new category (the specification makes a part's category free text), with no Spanish name
 * yet: the Content screen lists it until a manager writes one. Parts saved at once with the same
 * new name add it once: the unique index decides, and the one that loses reads the winner's row.
 */
export async function categoryFor(em: EntityManager, typed: string): Promise<string> {
  const listed = await listedCategory(em, typed);
  if (listed) return listed;
  const now = new Date();
  await em.execute(
    `insert into part_categories (name, created_at, updated_at) values (?, ?, ?)
      on conflict (shop_searchable(name)) do nothing`,
    [typed, now, now],
  );
  return (await listedCategory(em, typed)) ?? typed;
}
