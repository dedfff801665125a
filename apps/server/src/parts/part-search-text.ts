/**
 * A part's searched text (name, both descriptions, brand and part number; lower case, without
 * accents) is the `searchable` column, which PostgreSQL writes itself from those columns
 * (Migration20261125170800) and indexes by trigrams. The entity leaves it out: nothing writes it.
 *
 * SQL that is true when the part under `alias` contains the one parameter (the search, passed
 * through `literally`), ignoring case and accents; answered from the trigram index.
 */
export const partTextContains = (alias: string) => `${alias}."searchable" like '%' || shop_searchable(?) || '%'`;
