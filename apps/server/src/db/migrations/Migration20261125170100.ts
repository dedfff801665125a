import { Migration } from '@mikro-orm/migrations';

/**
 * The public catalogue searched, filtered and paged in PostgreSQL at any size.
 *
 * Search: one trigram GIN index on everything a visitor's words may match (name, both
 * descriptions, brand, part number), as `shop_searchable()` makes it (lower case, no accents), so
 * `like '%words%'` is answered from the index. Trigrams, not full-text search: part numbers and
 * brands are not words ("4L60" must find "4L60E", "bosc" finds "Bosch", "AL-7" a part number with
 * a dash), and full-text search matches whole lexemes; one trigram index serves English and
 * Spanish alike, where full-text search needs a stemming dictionary per language and a column or
 * index per dictionary. The category's names are matched through `part_categories` (a handful of
 * rows), so a rename needs no part rewritten.
 *
 * The list: active parts not sold, by category, name, id; a partial index in that order answers
 * a page (and the count) without sorting the table.
 */
export class Migration20261125170100 extends Migration {
  override name = 'Migration20261125170100';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "parts_searchable_trgm" on "parts" using gin (shop_searchable(
         coalesce("name", '') || ' ' || coalesce("description", '') || ' ' || coalesce("description_es", '') || ' ' ||
         coalesce("brand", '') || ' ' || coalesce("part_number", '')
       ) gin_trgm_ops);`,
    );
    this.addSql(
      `create index "parts_on_offer_order" on "parts" ("category", "name", "id")
         where "is_active" and "status" <> 'sold';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "parts_on_offer_order";`);
    this.addSql(`drop index if exists "parts_searchable_trgm";`);
  }
}
