import { Migration } from '@mikro-orm/migrations';

/**
 * A part's category is free text (the specification): a name matching a listed category in
 * English or Spanish, whatever its case and accents, is that category, any other adds one. One
 * unique index on the searchable English name keeps "Frenos" and "frenós" from being two
 * categories, also when two parts add the same new one at once (`on conflict` on this index);
 * the Spanish name's index answers the match in that language.
 */
export class Migration20261125170600 extends Migration {
  override name = 'Migration20261125170600';

  override up(): void | Promise<void> {
    this.addSql(
      `create unique index "part_categories_name_searchable_unique" on "part_categories" (shop_searchable("name"));`,
    );
    this.addSql(`create index "part_categories_name_es_searchable_index" on "part_categories" (shop_searchable("name_es"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "part_categories_name_es_searchable_index";`);
    this.addSql(`drop index if exists "part_categories_name_searchable_unique";`);
  }
}
