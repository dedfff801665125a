import {
  APPOINTMENT_STATUSES,
  appointmentChangeSchema,
  appointmentListSchema,
  appointmentRequestSchema,
  asksForPage,
  BOOKING,
  idSchema,
  LANGUAGES,
  manageCancelSchema,
  manageRescheduleSchema,
  slotsQuerySchema,
  staffAppointmentSchema,
} from '@shop/contract';
import { z } from 'zod';
import { listOrPage } from '../http/page-answer.ts';
import { defineRoute, type RestRoute } from '../http/rest.ts';
import { slotsKey } from '../public-reads/public-reads.ts';

const when = z.iso.datetime();

const booked = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  appointmentDate: when,
  serviceId: z.number().int().nullable(),
  serviceName: z.string().nullable().meta({ description: 'Null for "Not sure" (Service TBD)' }),
  vehicleYear: z.number().int().nullable(),
  vehicleMake: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  language: z.enum(LANGUAGES),
});

const appointment = booked.extend({
  email: z.string().nullable(),
  phone: z.string(),
  notes: z.string().nullable(),
  confirmedAt: when.nullable(),
  cancelReason: z.string().nullable(),
  cancelledAt: when.nullable(),
  createdAt: when,
  noShows: z
    .number()
    .int()
    .optional()
    .meta({ description: 'In the list: no-shows of other appointments with the same phone digits or email' }),
});

const managed = z.object({
  status: z.enum(APPOINTMENT_STATUSES),
  appointmentDate: when,
  language: z.enum(LANGUAGES),
  firstName: z.string(),
  serviceName: z.string().nullable().meta({ description: 'In the customer’s language; null for "to be decided"' }),
  vehicle: z.string().nullable(),
  changeUntil: when.meta({ description: 'The last moment the customer may cancel or move it here (the cut-off)' }),
  changes: z.enum(['open', 'call', 'closed']).meta({
    description: '`open`: may cancel or move; `call`: past the cut-off, call the shop; `closed`: read only',
  }),
  shopPhone: z.string(),
});

const linkParams = z.object({ token: z.string().meta({ description: 'The token of the email’s private link' }) });
const manageAccess =
  'The token is the proof: no sign-in. An unknown, malformed or expired token (a day after the visit) is a 404 ' +
  'with reason `link-not-valid`, whichever it is. Rate limited per address (429).';

const slotStart = z.iso.datetime({ offset: true });
const exampleStart = '2026-12-01T17:00:00.000Z';
const request = {
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '(702) 555-0199',
  email: 'maria@example.com',
  serviceId: 1,
  vehicleYear: 2014,
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  appointmentDate: exampleStart,
  notes: 'Slips between second and third gear.',
  language: 'es' as const,
};

export const appointmentsRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/appointments/manage/:token',
    summary: 'A customer’s appointment, from their private link',
    description: `The appointment a link from its emails opens: status, time, service, vehicle, and whether the customer may still cancel or move it (until the cut-off setting, 24 hours before by default, Las Vegas time). ${manageAccess}`,
    tag: 'Appointments',
    procedure: 'appointments.manage',
    params: linkParams,
    answer: { description: 'The appointment as the customer sees it', schema: managed },
    errors: [404, 429],
    handle: (caller, { params }) => caller.appointments.manage({ token: params.token }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/appointments/manage/:token/cancel',
    summary: 'The customer cancels their appointment',
    description: `Until the cut-off; the reason is optional. The customer is emailed a cancelling calendar entry (METHOD:CANCEL), the shop a notice. 409 \`past-cutoff\` after the cut-off, \`appointment-closed\` for a completed, cancelled, no-show or past one. ${manageAccess}`,
    tag: 'Appointments',
    procedure: 'appointments.manageCancel',
    params: linkParams,
    body: manageCancelSchema(),
    example: { reason: 'My car is fixed already' },
    answer: { description: 'The appointment as it is now', schema: managed },
    errors: [404, 409, 429],
    handle: (caller, { params, body }) => caller.appointments.manageCancel({ ...body, token: params.token }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/appointments/manage/:token/reschedule',
    summary: 'The customer moves their appointment',
    description: `To one of the offered slots with room (\`GET /api/appointments/slots\`), until the cut-off; the status stays. A start never offered is a 400 on \`appointmentDate\`; 409 \`slot-taken\` when its last place was just taken. The customer is emailed the new calendar entry, the shop a notice. ${manageAccess}`,
    tag: 'Appointments',
    procedure: 'appointments.manageReschedule',
    params: linkParams,
    body: manageRescheduleSchema(),
    example: { appointmentDate: exampleStart },
    answer: { description: 'The appointment as it is now', schema: managed },
    errors: [404, 409, 429],
    handle: (caller, { params, body }) => caller.appointments.manageReschedule({ ...body, token: params.token }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/appointments/slots',
    summary: 'Appointment times with room',
    description:
      `The ${BOOKING.slotMinutes}-minute slots from \`from\` to \`to\` (Las Vegas days, both included, at most ${BOOKING.rangeMaxDays} days) ` +
      `that still have room: within opening hours, ${BOOKING.leadHours} hours to ${BOOKING.horizonDays} days ahead, ` +
      'never on closed or special closed days.',
    tag: 'Appointments',
    procedure: 'appointments.slots',
    query: slotsQuerySchema(),
    publicRead: (query) => slotsKey(query),
    answer: {
      description: 'The slots with room, soonest first',
      schema: z.object({
        slots: z.array(
          z.object({
            start: slotStart.meta({ description: 'The slot’s start, an ISO 8601 instant' }),
            available: z.number().int().meta({ description: 'Places left' }),
          }),
        ),
      }),
    },
    handle: (caller, { query }) => caller.appointments.slots(query),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/appointments',
    summary: 'Request an appointment',
    description:
      'A customer’s request for one of the offered slot starts; stored as pending, the customer and the shop ' +
      'are emailed. A start never offered (closed, off the half hour, past, beyond the horizon) is a 400 with its ' +
      'issue on `appointmentDate`; 409 when an offered slot was just taken (fetch the slots again). Rate limited ' +
      'per address and per phone number or email.',
    tag: 'Appointments',
    procedure: 'appointments.request',
    body: appointmentRequestSchema(),
    example: request,
    answer: { status: 201, description: 'The stored request', schema: booked },
    errors: [409, 429],
    handle: (caller, { body }) => caller.appointments.request(body),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/appointments/slots',
    summary: 'Every appointment time, full ones too',
    description:
      `The ${BOOKING.slotMinutes}-minute slots from \`from\` to \`to\` (Las Vegas days, both included, at most ${BOOKING.rangeMaxDays} days) with how many ` +
      'places are taken and the capacity, for booking by phone or rescheduling: a full slot (`booked` >= ' +
      '`capacity`) is booked only with `overbook: true`.',
    tag: 'Appointments',
    procedure: 'appointments.staffSlots',
    query: slotsQuerySchema(),
    answer: {
      description: 'Every slot of the calendar in the range, soonest first',
      schema: z.object({
        slots: z.array(
          z.object({
            start: slotStart.meta({ description: 'The slot’s start, an ISO 8601 instant' }),
            booked: z.number().int().meta({ description: 'Places taken (cancelled ones are not counted)' }),
            capacity: z.number().int().meta({ description: 'Places the slot has' }),
          }),
        ),
      }),
    },
    handle: (caller, { query }) => caller.appointments.staffSlots(query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/appointments',
    summary: 'The appointments',
    description:
      '`scope` upcoming (default, soonest first), past (latest first) or all (upcoming first, then past); ' +
      'optionally one `status` and a search (`q`). Without `limit` or `cursor`: every such appointment, as an ' +
      'array. With them: one page (`limit` rows, 25 by default) and the cursors of the pages either side.',
    tag: 'Appointments',
    procedure: ['appointments.list', 'appointments.all'],
    query: appointmentListSchema(),
    answer: { description: 'Every appointment asked for, or one page of them', schema: listOrPage(appointment) },
    handle: (caller, { query }) => {
      const { limit, cursor, ...filter } = query;
      return asksForPage(query) ? caller.appointments.list(query) : caller.appointments.all(filter);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/admin/appointments',
    summary: 'Book an appointment for a caller',
    description:
      'A booking taken by phone: the same rules as a customer’s request, but a full slot is booked only with ' +
      '`overbook: true` (else 409); a start the calendar never offers is a 400 on `appointmentDate`, overbook or not.',
    tag: 'Appointments',
    procedure: 'appointments.create',
    body: staffAppointmentSchema(),
    example: { ...request, overbook: false },
    answer: { status: 201, description: 'The stored appointment', schema: appointment },
    errors: [409],
    handle: (caller, { body }) => caller.appointments.create(body),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/admin/appointments/:id',
    summary: 'Confirm, complete, cancel, reschedule or mark a no-show',
    description:
      'pending → confirmed → completed; pending or confirmed → cancelled (`reason` required); confirmed → ' +
      'no-show once its time has passed (else 409 `no-show-too-early`). A new ' +
      '`appointmentDate` (a slot with room, or any slot with `overbook`) moves it and keeps its status; a start the ' +
      'calendar never offers is a 400 on `appointmentDate`. Anything else is 409. The customer is emailed in their language (with an .ics when confirmed or moved).',
    tag: 'Appointments',
    procedure: 'appointments.update',
    params: z.object({ id: idSchema.meta({ description: 'The appointment’s id' }) }),
    body: appointmentChangeSchema(),
    example: { status: 'confirmed' },
    answer: { description: 'The appointment as it is now', schema: appointment },
    errors: [404, 409],
    handle: (caller, { params, body }) => caller.appointments.update({ id: params.id, change: body }),
  }),
];
