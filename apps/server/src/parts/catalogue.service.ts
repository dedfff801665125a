import type { EntityManager } from '@mikro-orm/postgresql';
import { type CataloguePage, type CatalogueSearch, type Language, PAGE_SIZES } from '@shop/contract';
import { literally } from '../db/search.ts';
import type { Deps } from '../trpc/deps.ts';
import { Part } from './part.entity.ts';
import { PartCategory } from './part-category.entity.ts';

/** What the public catalogue shows of a part: never its price, sale or buyer. */
export interface PublicPart {
  id: number;
  name: string;
  /** In the visitor's language, English where the Spanish is empty. */
  description: string | null;
  /** The category's name in the visitor's language. */
  category: string;
  imageUrl: string | null;
  partNumber: string | null;
  brand: string | null;
  condition: Part['condition'];
  status: Part['status'];
}

/** A category in the catalogue's filter: `value` (the English name) goes in the address, `label` is shown. */
export interface OfferedCategory {
  value: string;
  label: string;
}

export interface CatalogueQuery extends CatalogueSearch {
  limit?: number | undefined;
}

/**
 * The parts on offer. Search, filter, order and page all run in PostgreSQL, on the indexes of
 * Migration20261125170100: the trigram index for the words (`like` on the same expression the
 * index holds) and the partial index in the list's order for the rest.
 */
const ON_OFFER = `p."is_active" and p."status" <> 'sold'`;
/**
 * The parts whose words match: the trigram index on their searchable text (`like` with the
 * visitor's words as a literal pattern, `anywhere`).
 */
const WORDS_MATCH = `p."searchable" like shop_searchable(?)`;
/** The categories the search names, in either language (a handful of rows). */
const CATEGORIES_MATCHING = `select c."name" from "part_categories" c
  where shop_searchable(c."name" || ' ' || coalesce(c."name_es", '')) like shop_searchable(?)`;
/** The category the filter names, by its English name or its Spanish one, whatever the case and accents. */
const CATEGORY_NAMED = `array(select c."name" from "part_categories" c
  where shop_searchable(c."name") = shop_searchable(?) or shop_searchable(coalesce(c."name_es", '')) = shop_searchable(?))`;

/** The visitor's words as a `like` pattern that finds them anywhere: `%`, `_` and `\` are letters here. */
const anywhere = (words: string) => `%${literally(words)}%`;

/**
 * The where clause and its parameters for a search and category. The categories a search names
 * are looked up first and passed as values: with a subquery in the `or`, PostgreSQL can't use the
 * trigram index and reads the whole table; without a category named, the words alone are a
 * trigram index scan, and with one, its parts are read in order from the list's index.
 */
async function matching(
  em: EntityManager,
  { q, category }: CatalogueSearch,
): Promise<{ where: string; params: unknown[] }> {
  const clauses = [ON_OFFER];
  const params: unknown[] = [];
  if (q) {
    const pattern = anywhere(q);
    const named = (await em.execute<{ name: string }[]>(CATEGORIES_MATCHING, [pattern])).map((c) => c.name);
    clauses.push(
      named.length > 0 ? `(${WORDS_MATCH} or p."category" in (${named.map(() => '?').join(', ')}))` : WORDS_MATCH,
    );
    params.push(pattern, ...named);
  }
  if (category) {
    clauses.push(`p."category" = any(${CATEGORY_NAMED})`);
    params.push(category, category);
  }
  return { where: clauses.join(' and '), params };
}

interface PartRow {
  id: number;
  name: string;
  description: string | null;
  description_es: string | null;
  category: string;
  category_es: string | null;
  image_url: string | null;
  part_number: string | null;
  brand: string | null;
  condition: Part['condition'];
  status: Part['status'];
}

const shown = (row: PartRow, language: Language): PublicPart => ({
  id: row.id,
  name: row.name,
  description: (language === 'es' && row.description_es) || row.description,
  category: (language === 'es' && row.category_es) || row.category,
  imageUrl: row.image_url,
  partNumber: row.part_number,
  brand: row.brand,
  condition: row.condition,
  status: row.status,
});

/**
 * One page of the parts on offer that match, by category then name, in `language`. A page past
 * the end is empty, with the real total and page count.
 */
export async function findPublicParts(
  em: EntityManager,
  language: Language,
  query: CatalogueQuery,
): Promise<CataloguePage<PublicPart>> {
  const limit = query.limit ?? PAGE_SIZES.catalogue;
  const page = query.page ?? 1;
  const { where, params } = await matching(em, query);
  const [counted] = await em.execute<{ total: string }[]>(
    `select count(*) as total from "parts" p where ${where}`,
    params,
  );
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.ceil(total / limit);
  // With words, the matches come from the trigram index first and are ordered after: a subquery
  // the planner can't fold in (`offset 0`). Folded in, it may walk the list's index in its order
  // testing each part, which for words few parts have reads the whole catalogue.
  const parts = query.q ? `(select * from "parts" p where ${where} offset 0) p` : `"parts" p`;
  const rows =
    (page - 1) * limit < total
      ? await em.execute<PartRow[]>(
          `select p."id", p."name", p."description", p."description_es", p."category", c."name_es" as category_es,
             p."image_url", p."part_number", p."brand", p."condition", p."status"
           from ${parts} left join "part_categories" c on c."name" = p."category"
           ${query.q ? '' : `where ${where}`}
           order by p."category", p."name", p."id"
           limit ? offset ?`,
          [...params, limit, (page - 1) * limit],
        )
      : [];
  return { items: rows.map((row) => shown(row, language)), total, page, pageCount, limit };
}

/**
 * Every part on offer, by category then name, read from a database cursor: the whole catalogue
 * as `GET /api/parts` answers it without paging, never held in memory at once.
 */
export async function* streamPublicParts(
  { em }: Pick<Deps, 'em'>,
  { lang: language }: { lang: Language },
): AsyncGenerator<PublicPart> {
  const spanishName = new Map((await em.find(PartCategory, {})).map((c) => [c.name, c.nameEs ?? null]));
  const rows = em.stream(Part, {
    where: { isActive: true, status: { $ne: 'sold' } },
    fields: [
      'id',
      'name',
      'description',
      'descriptionEs',
      'category',
      'imageUrl',
      'partNumber',
      'brand',
      'condition',
      'status',
    ],
    orderBy: { category: 'asc', name: 'asc', id: 'asc' },
  });
  for await (const p of rows) {
    yield shown(
      {
        id: p.id,
        name: p.name,
        description: p.description ?? null,
        description_es: p.descriptionEs ?? null,
        category: p.category,
        category_es: spanishName.get(p.category) ?? null,
        image_url: p.imageUrl ?? null,
        part_number: p.partNumber ?? null,
        brand: p.brand ?? null,
        condition: p.condition,
        status: p.status,
      },
      language,
    );
  }
}

/** The categories that have parts on offer, by English name, labelled in `language`: the catalogue's filter. */
export async function listOfferedCategories(em: EntityManager, language: Language): Promise<OfferedCategory[]> {
  const rows = await em.execute<{ name: string; name_es: string | null }[]>(
    `select c."name", c."name_es" from "part_categories" c
     where exists (select 1 from "parts" p where p."category" = c."name" and ${ON_OFFER})
     order by c."name"`,
  );
  return rows.map((c) => ({ value: c.name, label: (language === 'es' && c.name_es) || c.name }));
}
