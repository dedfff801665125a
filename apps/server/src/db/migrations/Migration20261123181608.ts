import { raw } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';

/** The Spanish names and texts and the order of the six services, by icon. */
const SPANISH_SERVICES = [
  {
    icon: 'transmission',
    nameEs: 'Reparación y reconstrucción de transmisiones',
    descriptionEs: 'Diagnóstico, reparación y reconstrucción completa de transmisiones automáticas y estándar.',
    order: 1,
  },
  {
    icon: 'brakes',
    nameEs: 'Servicio de frenos',
    descriptionEs: 'Balatas, rotores, calipers y líquido, revisados y cambiados cuando hace falta.',
    order: 2,
  },
  {
    icon: 'diagnostics',
    nameEs: 'Diagnóstico de motor',
    descriptionEs:
      'Diagnóstico por computadora para encontrar la causa de luces de advertencia y fallas de rendimiento.',
    order: 3,
  },
  {
    icon: 'oil',
    nameEs: 'Cambio de aceite y mantenimiento',
    descriptionEs: 'Cambios de aceite y filtro y mantenimiento programado de fábrica.',
    order: 4,
  },
  {
    icon: 'electrical',
    nameEs: 'Reparación del sistema eléctrico',
    descriptionEs: 'Baterías, alternadores, marchas, cableado y luces.',
    order: 5,
  },
  {
    icon: 'general',
    nameEs: 'Reparación general de autos',
    descriptionEs: 'Suspensión, enfriamiento, dirección y todo lo que su auto necesite.',
    order: 6,
  },
];

/** The brake text the pages showed (and that was translated). */
const BRAKES_DESCRIPTION = 'Pads, rotors, calipers and fluid, inspected and replaced as needed.';

/**
 * The services in both languages, in their order. Rows the seed made before get today's Spanish
 * texts and order (by icon); a new database gets them from the seed itself. The texts are written
 * here as they were, not read from the seed, so editing the seed later never changes this step.
 */
export class Migration20261123181608 extends Migration {

  override name = 'Migration20261123181608';

  override up(): void | Promise<void> {
    this.addSql(`alter table "services" add "name_es" varchar(100) null, add "description_es" text null, add "order" int not null default 0;`);
    for (const service of SPANISH_SERVICES) {
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
        BRAKES_DESCRIPTION,
        'Pads, rotors, calipers, lines and fluid, inspected and replaced as needed.',
      ]),
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "services" drop column "name_es", drop column "description_es", drop column "order";`);
  }

}
