import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { APPOINTMENT_STATUSES, LANGUAGES } from '@shop/contract';
import { User } from '../auth/user.entity.ts';
import { createdAt, serialId, updatedAt } from '../db/columns.ts';
import { Service } from '../services/service.entity.ts';

export const Appointment = defineEntity({
  name: 'Appointment',
  tableName: 'appointments',
  properties: {
    id: serialId(),
    firstName: p.string().length(50),
    lastName: p.string().length(50),
    /** Optional: without it the customer gets no emails, only a call. */
    email: p.string().length(100).nullable(),
    phone: p.string().length(20),
    service: () => p.manyToOne(Service).fieldName('service_id').nullable().deleteRule('set null'),
    vehicleYear: p.integer().nullable(),
    vehicleMake: p.string().length(50).nullable(),
    vehicleModel: p.string().length(50).nullable(),
    appointmentDate: p.datetime().index(),
    notes: p.text().nullable(),
    status: p.enum(APPOINTMENT_STATUSES).columnType('varchar(20)').default('pending'),
    /** Every email to the customer is written in it. */
    language: p.enum(LANGUAGES).columnType('varchar(2)').default('en'),
    confirmedBy: () => p.manyToOne(User).fieldName('confirmed_by').nullable().deleteRule('set null'),
    confirmedAt: p.datetime().nullable(),
    cancelReason: p.text().nullable(),
    cancelledAt: p.datetime().nullable(),
    /** Set when the day-before reminder is queued, so it goes once whichever server claims it. */
    reminderSentAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Appointment = InferEntity<typeof Appointment>;
