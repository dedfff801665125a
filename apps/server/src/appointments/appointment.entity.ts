import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, serialId, updatedAt } from '../db/columns.ts';
import { Service } from '../services/service.entity.ts';

export const Appointment = defineEntity({
  name: 'Appointment',
  tableName: 'appointments',
  properties: {
    id: serialId(),
    firstName: p.string().length(50),
    lastName: p.string().length(50),
    email: p.string().length(100),
    phone: p.string().length(20),
    service: () => p.manyToOne(Service).fieldName('service_id').nullable().deleteRule('set null'),
    appointmentDate: p.datetime(),
    notes: p.text().nullable(),
    status: p.string().length(20).default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Appointment = InferEntity<typeof Appointment>;
