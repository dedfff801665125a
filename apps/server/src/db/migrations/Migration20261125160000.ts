import { Migration } from '@mikro-orm/migrations';

/**
 * Search that ignores case and accents, answered by indexes: the trigram and unaccent extensions
 * (contrib modules shipped with PostgreSQL, embedded or managed) and `shop_searchable(text)`, the
 * text as search compares it. `unaccent` itself is only STABLE (its dictionary could change), so
 * it can't be used in an index; this wrapper names its dictionary and is declared IMMUTABLE, the
 * usual way to index unaccented text. Lists add their own trigram indexes on it.
 */
export class Migration20261125160000 extends Migration {
  override name = 'Migration20261125160000';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(
      `create or replace function shop_searchable(value text) returns text
         language sql immutable parallel safe strict
         return lower(public.unaccent('public.unaccent'::regdictionary, value));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists shop_searchable(text);`);
  }
}
