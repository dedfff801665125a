import { type Language, PAGE_SIZES } from '@shop/contract';
import { type PublicReadKey, publicRead, readKey, type WholeListRead } from '../public-reads/public-read.ts';
import { type CatalogueQuery, findPublicParts, listOfferedCategories } from './catalogue.service.ts';

/** Text as search compares it (case and accents aside): searches that find the same parts share a key. */
const folded = (text: string | undefined) => (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * One page of the catalogue: a search, a category and a page number, in a language. Kept apart,
 * one entry per search, category and page visitors ask for, the least used dropped first.
 */
export const catalogueRead = publicRead({
  name: 'catalogue',
  changedBy: ['parts'],
  kept: 200,
  key: ({ language, query }: { language: Language; query: CatalogueQuery }) =>
    JSON.stringify([
      language,
      folded(query.q),
      folded(query.category),
      query.page ?? 1,
      query.limit ?? PAGE_SIZES.catalogue,
    ]),
  load: (em, { language, query }) => findPublicParts(em, language, query),
});

/** The categories with parts on offer: the catalogue's filter. */
export const categoriesRead = publicRead({
  name: 'categories',
  changedBy: ['parts'],
  key: (language: Language) => language,
  load: (em, language) => listOfferedCategories(em, language),
});

/** The whole catalogue per language, as `GET /api/parts` streams it without paging (`parts:es`). */
export const wholeCatalogue: WholeListRead = { name: 'parts', changedBy: ['parts'] };

/** The key of the whole catalogue in a language (`parts:es`), for the REST path that streams it. */
export const wholeCatalogueKey = (language: Language): PublicReadKey => `${wholeCatalogue.name}:${language}`;

/** The read key of one page of the catalogue; searches that differ only in case or accents share it. */
export const cataloguePageKey = (language: Language, query: CatalogueQuery) =>
  readKey(catalogueRead, { language, query });
