import { raw } from '@mikro-orm/core';

/**
 * A list's search box as a where condition: the row's text (`expression`, SQL over its columns)
 * contains the search, ignoring case and accents. Written as the list's trigram index is
 * (`shop_searchable(<expression>) gin_trgm_ops`, see the migrations), so PostgreSQL answers it from
 * that index. The user's `%`, `_` and `\\` are matched as themselves, not as patterns.
 */
export function textContains(expression: (alias: string) => string, search: string): Record<symbol, never[]> {
  const condition = raw((alias) => containsSearch(expression(alias)), [literally(search)]) as symbol;
  return { [condition]: [] };
}

/** What people type, as the middle of a LIKE pattern: their `%`, `_` and `\` are letters, not patterns. */
export const literally = (typed: string) => typed.replace(/[\\%_]/g, '\\$&');

/**
 * SQL that is true when `expression` (a row's searchable text) contains the one parameter (the
 * search, passed through `literally`), ignoring case and accents: spelled as the trigram indexes are.
 */
export const containsSearch = (expression: string) =>
  `shop_searchable(${expression}) like '%' || shop_searchable(?) || '%'`;
