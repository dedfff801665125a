import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, serialId, updatedAt } from '../db/columns.ts';

export const CarouselImage = defineEntity({
  name: 'CarouselImage',
  tableName: 'carousel_images',
  properties: {
    id: serialId(),
    title: p.string().length(100),
    /** The Spanish texts; empty or null shows the English one. */
    titleEs: p.string().length(100).nullable(),
    description: p.text().nullable(),
    descriptionEs: p.text().nullable(),
    imageUrl: p.string().length(500),
    altText: p.string().length(200).nullable(),
    altTextEs: p.string().length(200).nullable(),
    isActive: p.boolean().default(true),
    order: p.integer().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type CarouselImage = InferEntity<typeof CarouselImage>;
