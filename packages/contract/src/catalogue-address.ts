/**
 * The public catalogue's address (`/parts?q=&category=&page=`), read and written without zod: this
 * runs on every public page (the router's search validation), where zod would cost more script
 * than the pages' budget has left. The API's schema for the same fields is in catalogue.ts.
 */

/** The longest search: SEARCH_MAX_LENGTH of paging.ts (a test holds them equal; that module brings zod). */
export const CATALOGUE_SEARCH_MAX_LENGTH = 100;
/** A category's name is at most this long (part_categories.name). */
export const CATEGORY_MAX_LENGTH = 100;
/** The highest page number anyone may ask for: far past any real catalogue's end. */
export const CATALOGUE_MAX_PAGE = 10_000;

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

const CONTROL = /\p{Cc}/u;

/**
 * A catalogue address's search as the page reads it: what is valid kept, anything else left out
 * (an address is typed, pasted and shared; a bad piece of it must not break the page). Empty
 * values and page 1 are left out too, so each page has one address. The same rules as the API's
 * fields (catalogue.ts).
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
  const q = text(raw.q, CATALOGUE_SEARCH_MAX_LENGTH);
  if (q) search.q = q;
  const category = text(raw.category, CATEGORY_MAX_LENGTH);
  if (category) search.category = category;
  const page = Number(typeof raw.page === 'string' && raw.page.trim() === '' ? Number.NaN : raw.page);
  if (Number.isInteger(page) && page > 1 && page <= CATALOGUE_MAX_PAGE) search.page = page;
  return search;
}

/**
 * The query string of an address's search (`?q=…&category=…&page=2`), in the order its values
 * come, or '' when there are none: the catalogue's pages, canonical links and API reads.
 */
export function catalogueQueryString(search: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
