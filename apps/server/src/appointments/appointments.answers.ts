import { APPOINTMENT_STATUSES, LANGUAGES, pageOf } from '@shop/contract';
import { z } from 'zod';
import { instant } from '../trpc/rest-door.ts';

/** What the appointments procedures answer. */

/** A request as the customer who made it sees it. */
export const bookedAppointment = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  appointmentDate: instant,
  serviceId: z.number().int().nullable(),
  serviceName: z.string().nullable().meta({ description: 'Null for "Not sure" (Service TBD)' }),
  vehicleYear: z.number().int().nullable(),
  vehicleMake: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  language: z.enum(LANGUAGES),
});

/** An appointment as staff see it. */
export const appointment = bookedAppointment.extend({
  email: z.string().nullable(),
  phone: z.string(),
  notes: z.string().nullable(),
  confirmedAt: instant.nullable(),
  cancelReason: z.string().nullable(),
  cancelledAt: instant.nullable(),
  createdAt: instant,
});

/** An appointment in the staff list. */
export const listedAppointment = appointment.extend({
  noShows: z.number().int().meta({ description: 'No-shows of other appointments with the same phone digits or email' }),
});

export const appointmentPage = pageOf(listedAppointment);

/** An appointment as its customer sees it from the private link. */
export const managedAppointment = z.object({
  status: z.enum(APPOINTMENT_STATUSES),
  appointmentDate: instant,
  language: z.enum(LANGUAGES),
  firstName: z.string(),
  serviceName: z.string().nullable().meta({ description: 'In the customer’s language; null for "to be decided"' }),
  vehicle: z.string().nullable(),
  changeUntil: instant.meta({ description: 'The last moment the customer may cancel or move it here (the cut-off)' }),
  changes: z.enum(['open', 'call', 'closed']).meta({
    description: '`open`: may cancel or move; `call`: past the cut-off, call the shop; `closed`: read only',
  }),
  shopPhone: z.string(),
});

const slotStart = z.iso.datetime({ offset: true }).meta({ description: 'The slot’s start, an ISO 8601 instant' });

export const openSlots = z.object({
  slots: z.array(z.object({ start: slotStart, available: z.number().int().meta({ description: 'Places left' }) })),
});

export const countedSlots = z.object({
  slots: z.array(
    z.object({
      start: slotStart,
      booked: z.number().int().meta({ description: 'Places taken (cancelled ones are not counted)' }),
      capacity: z.number().int().meta({ description: 'Places the slot has' }),
    }),
  ),
});
