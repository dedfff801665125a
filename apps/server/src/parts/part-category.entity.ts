import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, serialId, updatedAt } from '../db/columns.ts';

/**
 * The managed list of part categories, the catalogue's filter. `parts.category` references `name`
 * (renames cascade), so a part can only name a category that is here.
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
});
export type PartCategory = InferEntity<typeof PartCategory>;
