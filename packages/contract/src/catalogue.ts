import { z } from 'zod';
import { cleanString } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';
import { PAGE_SIZES, SEARCH_MAX_LENGTH, searchField } from './paging.ts';
import { isPlainLine } from './plain-text.ts';

/**
 * The public catalogue's search, category and page: in its address (`/parts?q=&category=&page=`)
 * and in `GET /api/parts`. A category is named by its English name (stable across languages: a
 * Spanish address shares its filter with the English twin); the page shows its label.
 */
export interface CatalogueSearch {
  q?: string;
  category?: string;
  page?: number;
}

/** The highest page number anyone may ask for: far past any real catalogue's end. */
export const CATALOGUE_MAX_PAGE = 10_000;
/** A category's name is at most this long (part_categories.name). */
const CATEGORY_MAX_LENGTH = 100;

/** One page of the catalogue: its parts, how many match in all, and where it is among the pages. */
export interface CataloguePage<T> {
  items: T[];
  total: number;
  /** The page asked for, 1 first; may be past the end (then `items` is empty). */
  page: number;
  pageCount: number;
  /** Its size. */
  limit: number;
}

/** The query of `GET /api/parts` and `parts.list` beyond the language: a bad value is a 400. */
export const catalogueQueryFields = (m: ValidationMessages = englishMessages) => ({
  q: searchField(m),
  category: cleanString(m, isPlainLine).max(CATEGORY_MAX_LENGTH, m.tooLong).optional(),
  page: z.coerce
    .number({ error: m.invalidValue })
    .int(m.invalidValue)
    .min(1, m.invalidValue)
    .max(CATALOGUE_MAX_PAGE, m.invalidValue)
    .optional(),
  limit: z.coerce
    .number({ error: m.invalidValue })
    .int(m.invalidValue)
    .min(1, m.invalidValue)
    .max(PAGE_SIZES.max, m.invalidValue)
    .optional(),
});

/** Whether a catalogue query asks for one page (else the REST path answers the whole list). */
export const asksForCataloguePage = (query: CatalogueSearch & { limit?: number | undefined }) =>
  query.q !== undefined || query.category !== undefined || query.page !== undefined || query.limit !== undefined;

const CONTROL = /\p{Cc}/u;

/**
 * A catalogue address's search as the page reads it: what is valid kept, anything else left out
 * (an address is typed, pasted and shared; a bad piece of it must not break the page). Empty
 * values and page 1 are left out too, so each page has one address. The same rules as the API's
 * fields above, written without zod: this runs on every public page, where zod would cost more
 * script than the page's budget has left.
 */
export function readCatalogueSearch(raw: Record<string, unknown>): CatalogueSearch {
  const search: CatalogueSearch = {};
  const text = (value: unknown, max: number) => {
    // The router parses `?q=4` into a number: it is still what was typed.
    const typed = typeof value === 'number' ? String(value) : value;
    if (typeof typed !== 'string') return undefined;
    const trimmed = typed.trim();
    return trimmed && trimmed.length <= max && !CONTROL.test(trimmed) ? trimmed : undefined;
  };
  const q = text(raw.q, SEARCH_MAX_LENGTH);
  if (q) search.q = q;
  const category = text(raw.category, CATEGORY_MAX_LENGTH);
  if (category) search.category = category;
  const page = Number(typeof raw.page === 'string' && raw.page.trim() === '' ? Number.NaN : raw.page);
  if (Number.isInteger(page) && page > 1 && page <= CATALOGUE_MAX_PAGE) search.page = page;
  return search;
}

/** The query string of a catalogue address (`?q=…&category=…&page=2`), empty for the first page of everything. */
export function catalogueQueryString(search: CatalogueSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.category) params.set('category', search.category);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
