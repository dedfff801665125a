import { raw } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';

/**
 * The Spanish names of the shop's usual categories, written here as they were rather than read from
 * the live list, so editing that list later never changes this step.
 */
const CATEGORY_NAMES_ES: Record<string, string> = {
  Transmissions: 'Transmisiones',
  Brakes: 'Frenos',
  Electrical: 'Sistema eléctrico',
  Engine: 'Motor',
  Cooling: 'Enfriamiento',
};

/**
 * Bilingual content: Spanish texts for carousel images and parts, and categories as a managed
 * list. The free-text categories parts had become its rows (spellings that differ only in case or
 * spaces become one, the most used spelling wins), and parts then refer to them by name.
 */
export class Migration20261123190500 extends Migration {
  override name = 'Migration20261123190500';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "carousel_images" add "title_es" varchar(100) null, add "description_es" text null, add "alt_text_es" varchar(200) null;`,
    );
    this.addSql(`alter table "parts" add "description_es" text null;`);
    this.addSql(
      `create table "part_categories" ("id" serial primary key, "name" varchar(100) not null, "name_es" varchar(100) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "part_categories" add constraint "part_categories_name_unique" unique ("name");`);
    this.addSql(`update "parts" set "category" = regexp_replace(trim("category"), '\\s+', ' ', 'g');`);
    this.addSql(
      `insert into "part_categories" ("name")
       select distinct on (lower("category")) "category" from "parts"
       group by "category" order by lower("category"), count(*) desc, "category";`,
    );
    this.addSql(
      `update "parts" p set "category" = c."name" from "part_categories" c where lower(p."category") = lower(c."name") and p."category" <> c."name";`,
    );
    for (const [name, nameEs] of Object.entries(CATEGORY_NAMES_ES)) {
      this.addSql(raw(`update "part_categories" set "name_es" = ? where "name" = ?;`, [nameEs, name]));
    }
    this.addSql(
      `alter table "parts" add constraint "parts_category_foreign" foreign key ("category") references "part_categories" ("name") on update cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "parts" drop constraint "parts_category_foreign";`);
    this.addSql(`drop table "part_categories";`);
    this.addSql(`alter table "parts" drop column "description_es";`);
    this.addSql(`alter table "carousel_images" drop column "title_es", drop column "description_es", drop column "alt_text_es";`);
  }
}
