import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, money, serialId, updatedAt } from '../db/columns.ts';

export const Service = defineEntity({
  name: 'Service',
  tableName: 'services',
  properties: {
    id: serialId(),
    name: p.string().length(100),
    /** Empty or null: the Spanish pages show the English name. */
    nameEs: p.string().length(100).nullable(),
    description: p.text(),
    descriptionEs: p.text().nullable(),
    price: money(),
    icon: p.string().length(50).nullable(),
    isActive: p.boolean().default(true),
    /** Where the service stands in the list, lowest first. */
    order: p.integer().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Service = InferEntity<typeof Service>;
