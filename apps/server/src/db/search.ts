import { raw } from '@mikro-orm/core';

/**
 * A list's search box as a where condition: the row's text (`expression`, SQL over its columns)
 * contains the search, ignoring case and accents. Written as the list's trigram index is
 * (`shop_searchable(<expression>) gin_trgm_ops`, see the migrations), so PostgreSQL answers it from
 * that index. The user's `%`, `_` and `\\` are matched as themselves, not as patterns.
 */
export function textContains(expression: (alias: string) => string, search: string): Record<symbol, never[]> {
  const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  const condition = raw(
    (alias) => `shop_searchable(${expression(alias)}) like '%' || shop_searchable(?) || '%'`,
    [escaped],
  ) as symbol;
  return { [condition]: [] };
}
