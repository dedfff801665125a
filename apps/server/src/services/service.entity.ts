import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, money, serialId, updatedAt } from '../db/columns.ts';

export const Service = defineEntity({
  name: 'Service',
  tableName: 'services',
  properties: {
    id: serialId(),
    name: p.string().length(100),
    description: p.text(),
    price: money(),
    icon: p.string().length(50).nullable(),
    isActive: p.boolean().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Service = InferEntity<typeof Service>;
