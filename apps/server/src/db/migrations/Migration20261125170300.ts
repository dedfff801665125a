import { Migration } from '@mikro-orm/migrations';

/**
 * The managers' inventory, one page at a time: newest first by id, narrowed by status, category or
 * both, and searched by name, descriptions (English and Spanish), brand and part number ignoring
 * case and accents. Each btree ends in the id, so a filtered page is read in order straight from
 * its index, backwards (the primary key serves the unfiltered list); the trigram index answers the
 * search's `like '%…%'`. Its expression must stay the one `inventorySearchText` in
 * `parts/inventory-search.ts` writes, or the planner won't use it (a migration can't import it).
 */
export class Migration20261125170300 extends Migration {
  override name = 'Migration20261125170300';

  override up(): void | Promise<void> {
    this.addSql(`create index "parts_inventory_status_id_index" on "parts" ("status", "id");`);
    this.addSql(`create index "parts_inventory_category_id_index" on "parts" ("category", "id");`);
    this.addSql(`create index "parts_inventory_category_status_id_index" on "parts" ("category", "status", "id");`);
    this.addSql(
      `create index "parts_inventory_search_index" on "parts" using gin (shop_searchable(
         coalesce("name", '') || ' ' || coalesce("description", '') || ' ' || coalesce("description_es", '')
         || ' ' || coalesce("brand", '') || ' ' || coalesce("part_number", '')
       ) gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "parts_inventory_search_index";`);
    this.addSql(`drop index if exists "parts_inventory_category_status_id_index";`);
    this.addSql(`drop index if exists "parts_inventory_category_id_index";`);
    this.addSql(`drop index if exists "parts_inventory_status_id_index";`);
  }
}
