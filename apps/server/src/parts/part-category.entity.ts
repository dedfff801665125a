import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, serialId, updatedAt } from '../db/columns.ts';

/**
 * The managed list of part categories, the catalogue's filter. `parts.category` references `name`
 * (renames cascade): a part naming a category not yet here adds it (part-categories.ts).
 */
export const PartCategory = defineEntity({
  name: 'PartCategory',
  tableName: 'part_categories',
  properties: {
    id: serialId(),
    name: p.string().length(100).unique(),
    /** Empty or null: the Spanish pages show the English name. */
    nameEs: p.string().length(100).nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One category per name whatever its case and accents, and the match in Spanish (Migration20261125170600).
  indexes: [
    {
      name: 'part_categories_name_searchable_unique',
      expression: `create unique index "part_categories_name_searchable_unique" on "part_categories" (shop_searchable("name"))`,
    },
    {
      name: 'part_categories_name_es_searchable_index',
      expression: `create index "part_categories_name_es_searchable_index" on "part_categories" (shop_searchable("name_es"))`,
    },
  ],
});
export type PartCategory = InferEntity<typeof PartCategory>;
