import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, serialId, updatedAt } from '../db/columns.ts';

export const CarouselImage = defineEntity({
  name: 'CarouselImage',
  tableName: 'carousel_images',
  properties: {
    id: serialId(),
    title: p.string().length(100),
    description: p.text().nullable(),
    imageUrl: p.string().length(500),
    altText: p.string().length(200).nullable(),
    isActive: p.boolean().default(true),
    order: p.integer().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type CarouselImage = InferEntity<typeof CarouselImage>;
