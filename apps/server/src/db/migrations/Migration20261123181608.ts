import { raw } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import { SHOP_SERVICES } from '../../services/services.seed.ts';

/**
 * The services in both languages, in their order. Rows the seed made before get today's Spanish
 * texts and order (by icon); a new database gets them from the seed itself.
 */
export class Migration20261123181608 extends Migration {

  override name = 'Migration20261123181608';

  override up(): void | Promise<void> {
    this.addSql(`alter table "services" add "name_es" varchar(100) null, add "description_es" text null, add "order" int not null default 0;`);
    for (const service of SHOP_SERVICES) {
      this.addSql(
        raw(`update "services" set "name_es" = ?, "description_es" = ?, "order" = ? where "icon" = ?;`, [
          service.nameEs,
          service.descriptionEs,
          service.order,
          service.icon,
        ]),
      );
    }
    // The seed's brake text had drifted from the one the pages showed (and that was translated).
    this.addSql(
      raw(`update "services" set "description" = ? where "icon" = 'brakes' and "description" = ?;`, [
        SHOP_SERVICES[1].description,
        'Pads, rotors, calipers, lines and fluid, inspected and replaced as needed.',
      ]),
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "services" drop column "name_es", drop column "description_es", drop column "order";`);
  }

}
