import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, serialId } from '../db/columns.ts';

export const Testimonial = defineEntity({
  name: 'Testimonial',
  tableName: 'testimonials',
  properties: {
    id: serialId(),
    customerName: p.string().length(100),
    customerLocation: p.string().length(100).nullable(),
    rating: p.integer(),
    testimonialText: p.text(),
    profileImageUrl: p.string().length(500).nullable(),
    isActive: p.boolean().default(true),
    createdAt: createdAt(),
  },
});
export type Testimonial = InferEntity<typeof Testimonial>;
