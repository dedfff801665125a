/** The columns the catalogue's and the inventory's search boxes look in. */
const SEARCHED_COLUMNS = ['name', 'description', 'description_es', 'brand', 'part_number'];

/**
 * A part's searched text as one string (the inventory's and the catalogue's search), the expression
 * the trigram index `parts_searchable_trgm` is built on (Migration20261125170100 writes it out, as
 * migrations can't import live code): a query must spell it the same, columns and order, for the
 * planner to use the index.
 */
export const partSearchText = (alias?: string) =>
  SEARCHED_COLUMNS.map((column) => `coalesce(${alias ? `${alias}.` : ''}"${column}", '')`).join(` || ' ' || `);
