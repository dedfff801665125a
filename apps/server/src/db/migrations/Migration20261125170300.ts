import { Migration } from '@mikro-orm/migrations';

/**
 * The managers' inventory, one page at a time: newest first by id, narrowed by status, category or
 * both, and searched by name, descriptions (English and Spanish), brand and part number ignoring
 * case and accents. Each btree ends in the id, so a filtered page is read in order straight from
 * its index, backwards (the primary key serves the unfiltered list). The search's `like '%…%'` is
 * answered by the catalogue's trigram index (`parts_searchable_trgm`, Migration20261125170100),
 * over the same text.
 */
export class Migration20261125170300 extends Migration {
  override name = 'Migration20261125170300';

  override up(): void | Promise<void> {
    this.addSql(`create index "parts_inventory_status_id_index" on "parts" ("status", "id");`);
    this.addSql(`create index "parts_inventory_category_id_index" on "parts" ("category", "id");`);
    this.addSql(`create index "parts_inventory_category_status_id_index" on "parts" ("category", "status", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "parts_inventory_category_status_id_index";`);
    this.addSql(`drop index if exists "parts_inventory_category_id_index";`);
    this.addSql(`drop index if exists "parts_inventory_status_id_index";`);
  }
}
