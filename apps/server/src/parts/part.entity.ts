import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { PART_CONDITIONS, PART_STATUSES } from '@shop/contract';
import { createdAt, money, serialId, updatedAt } from '../db/columns.ts';

export const Part = defineEntity({
  name: 'Part',
  tableName: 'parts',
  properties: {
    id: serialId(),
    name: p.string().length(150),
    description: p.text().nullable(),
    /** Empty or null: the Spanish pages show the English description. */
    descriptionEs: p.text().nullable(),
    /** A `part_categories.name` (a foreign key in the database, renames cascade). */
    category: p.string().length(100),
    price: money(),
    imageUrl: p.string().length(500).nullable(),
    partNumber: p.string().length(100).nullable(),
    brand: p.string().length(100).nullable(),
    condition: p.enum(PART_CONDITIONS).columnType('varchar(50)').default('used'),
    status: p.enum(PART_STATUSES).columnType('varchar(20)').default('available'),
    soldDate: p.datetime().nullable(),
    salePrice: money().nullable(),
    soldTo: p.string().length(200).nullable(),
    soldNotes: p.text().nullable(),
    isActive: p.boolean().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The inventory's filters (Migration20261125170300), each btree ending in its order, and the
  // search of the catalogue and the inventory: a trigram index on the `searchable` column, which
  // PostgreSQL writes itself and no entity maps (Migration20261125170800, part-search-text.ts).
  indexes: [
    { name: 'parts_inventory_status_id_index', properties: ['status', 'id'] },
    { name: 'parts_inventory_category_id_index', properties: ['category', 'id'] },
    { name: 'parts_inventory_category_status_id_index', properties: ['category', 'status', 'id'] },
    {
      name: 'parts_searchable_column_trgm',
      expression: `create index "parts_searchable_column_trgm" on "parts" using gin ("searchable" gin_trgm_ops)`,
    },
  ],
});
export type Part = InferEntity<typeof Part>;
