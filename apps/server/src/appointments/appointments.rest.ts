import { APPOINTMENT_STATUSES } from '@shop/contract';
import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';

const appointment = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  appointmentDate: z.iso.datetime(),
  serviceName: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  notes: z.string().nullable(),
});

export const appointmentsRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/appointments',
    summary: 'Every appointment',
    description: 'Latest first, with the service booked.',
    tag: 'Appointments',
    access: 'supervisor',
    answer: { description: 'The appointments', schema: z.array(appointment) },
    handle: (caller) => caller.appointments.list(),
  }),
];
