import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { LANGUAGES, RECOMMENDATIONS, REPAIR_LINE_KINDS, REPAIR_ORDER_STATUSES } from '@shop/contract';
import { Appointment } from '../appointments/appointment.entity.ts';
import { User } from '../auth/user.entity.ts';
import { createdAt, money, serialId, updatedAt } from '../db/columns.ts';
import { Part } from '../parts/part.entity.ts';

/** A car from drop-off to pickup. Its number comes from the database's own sequence. */
export const RepairOrder = defineEntity({
  name: 'RepairOrder',
  tableName: 'repair_orders',
  properties: {
    id: serialId(),
    /** Said on the phone as `RO-1042`; taken from the database's sequence (`repair_order_numbers`). */
    number: p.integer().unique(),
    appointment: () => p.manyToOne(Appointment).fieldName('appointment_id').nullable().unique().deleteRule('set null'),
    firstName: p.string().length(50),
    lastName: p.string().length(50),
    phone: p.string().length(20),
    email: p.string().length(100).nullable(),
    language: p.enum(LANGUAGES).columnType('varchar(2)').default('en'),
    vehicleYear: p.integer(),
    vehicleMake: p.string().length(50),
    vehicleModel: p.string().length(50),
    vin: p.string().length(17).nullable(),
    mileage: p.integer().nullable(),
    concern: p.text(),
    status: p.enum(REPAIR_ORDER_STATUSES).columnType('varchar(20)').default('checked-in'),
    pickedUpAt: p.datetime().nullable(),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type RepairOrder = InferEntity<typeof RepairOrder>;

/** One line of work: labor, a part or a fee, in exact decimals kept as text. */
export const RepairOrderLine = defineEntity({
  name: 'RepairOrderLine',
  tableName: 'repair_order_lines',
  properties: {
    id: serialId(),
    repairOrder: () => p.manyToOne(RepairOrder).fieldName('repair_order_id').deleteRule('cascade'),
    position: p.integer(),
    kind: p.enum(REPAIR_LINE_KINDS).columnType('varchar(10)'),
    description: p.string().length(300),
    quantity: p.decimal('string').precision(7).scale(2),
    unitPrice: money(),
    part: () => p.manyToOne(Part).fieldName('part_id').nullable().deleteRule('set null'),
    /** The line holds its inventory part (reserved since the customer approved it). */
    partReserved: p.boolean().default(false),
    recommendation: p.enum(RECOMMENDATIONS).columnType('varchar(20)').default('recommended'),
    /** The customer's answer in the latest authorisation. */
    decision: p
      .enum(['approved', 'declined'] as const)
      .columnType('varchar(10)')
      .nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type RepairOrderLine = InferEntity<typeof RepairOrderLine>;

/** A photo of what was found, one of our uploads (so the image cleaner sees it in use: `imageUrl`). */
export const RepairOrderPhoto = defineEntity({
  name: 'RepairOrderPhoto',
  tableName: 'repair_order_photos',
  properties: {
    id: serialId(),
    line: () => p.manyToOne(RepairOrderLine).fieldName('line_id').deleteRule('cascade'),
    position: p.integer(),
    imageUrl: p.string().length(500),
  },
});
export type RepairOrderPhoto = InferEntity<typeof RepairOrderPhoto>;
