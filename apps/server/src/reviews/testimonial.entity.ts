import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { LANGUAGES, REVIEW_STATUSES } from '@shop/contract';
import { Appointment } from '../appointments/appointment.entity.ts';
import { createdAt, serialId, updatedAt } from '../db/columns.ts';
import { RepairOrder } from '../repair-orders/repair-order.entity.ts';

/** A customer's review (the specification's table), moderated before it shows on /testimonials. */
export const Testimonial = defineEntity({
  name: 'Testimonial',
  tableName: 'testimonials',
  properties: {
    id: serialId(),
    /** As shown: first name and last initial. */
    customerName: p.string().length(100),
    customerLocation: p.string().length(100).nullable(),
    rating: p.integer(),
    testimonialText: p.text(),
    profileImageUrl: p.string().length(500).nullable(),
    isActive: p.boolean().default(true),
    status: p.enum(REVIEW_STATUSES).columnType('varchar(20)').default('pending'),
    /** What the customer wrote in; the public page shows every review whatever its language. */
    language: p.enum(LANGUAGES).columnType('varchar(2)').default('en'),
    /** The visit reviewed: one review each (unique index). */
    appointment: () => p.manyToOne(Appointment).fieldName('appointment_id').nullable().deleteRule('set null'),
    /** A walk-in's visit reviewed, its repair order: one review each (unique index). */
    repairOrder: () => p.manyToOne(RepairOrder).fieldName('repair_order_id').nullable().deleteRule('set null'),
    reply: p.text().nullable(),
    repliedAt: p.datetime().nullable(),
    publishedAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Testimonial = InferEntity<typeof Testimonial>;
