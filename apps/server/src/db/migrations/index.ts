import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123052756 } from './Migration20261123052756.ts';
import { Migration20261123065133 } from './Migration20261123065133.ts';
import { Migration20261123180356 } from './Migration20261123180356.ts';
import { Migration20261123181608 } from './Migration20261123181608.ts';
import { Migration20261123185058 } from './Migration20261123185058.ts';
import { Migration20261123190500 } from './Migration20261123190500.ts';
import { Migration20261125160000 } from './Migration20261125160000.ts';
import { Migration20261125170100 } from './Migration20261125170100.ts';
import { Migration20261125170200 } from './Migration20261125170200.ts';
import { Migration20261125170300 } from './Migration20261125170300.ts';
import { Migration20261125170400 } from './Migration20261125170400.ts';
import { Migration20261125170500 } from './Migration20261125170500.ts';
import { Migration20261125170600 } from './Migration20261125170600.ts';
import { Migration20261125170700 } from './Migration20261125170700.ts';
import { Migration20261125170800 } from './Migration20261125170800.ts';
import { Migration20261126100000 } from './Migration20261126100000.ts';
import { Migration20261126110000 } from './Migration20261126110000.ts';
import { Migration20261126120000 } from './Migration20261126120000.ts';
import { Migration20261126123000 } from './Migration20261126123000.ts';
import { Migration20261126130000 } from './Migration20261126130000.ts';
import { Migration20261126140000 } from './Migration20261126140000.ts';

/** Every committed migration, oldest first. `pnpm --filter @shop/server migration:create` writes new ones. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261123052756', class: Migration20261123052756 },
  { name: 'Migration20261123065133', class: Migration20261123065133 },
  { name: 'Migration20261123180356', class: Migration20261123180356 },
  { name: 'Migration20261123181608', class: Migration20261123181608 },
  { name: 'Migration20261123185058', class: Migration20261123185058 },
  { name: 'Migration20261123190500', class: Migration20261123190500 },
  { name: 'Migration20261125160000', class: Migration20261125160000 },
  { name: 'Migration20261125170100', class: Migration20261125170100 },
  { name: 'Migration20261125170200', class: Migration20261125170200 },
  { name: 'Migration20261125170300', class: Migration20261125170300 },
  { name: 'Migration20261125170400', class: Migration20261125170400 },
  { name: 'Migration20261125170500', class: Migration20261125170500 },
  { name: 'Migration20261125170600', class: Migration20261125170600 },
  { name: 'Migration20261125170700', class: Migration20261125170700 },
  { name: 'Migration20261125170800', class: Migration20261125170800 },
  { name: 'Migration20261126100000', class: Migration20261126100000 },
  { name: 'Migration20261126110000', class: Migration20261126110000 },
  { name: 'Migration20261126120000', class: Migration20261126120000 },
  { name: 'Migration20261126123000', class: Migration20261126123000 },
  { name: 'Migration20261126130000', class: Migration20261126130000 },
  { name: 'Migration20261126140000', class: Migration20261126140000 },
];
