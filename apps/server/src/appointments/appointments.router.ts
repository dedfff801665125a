import {
  appointmentChangeSchema,
  appointmentFilterSchema,
  appointmentListSchema,
  appointmentRequestSchema,
  BOOKING,
  customerLinkSchema,
  idSchema,
  manageCancelCallSchema,
  manageRescheduleCallSchema,
  type SlotsQuery,
  slotsQuerySchema,
  staffAppointmentSchema,
} from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure, supervisorProcedure } from '../trpc/init.ts';
import { rowsOf } from '../trpc/rest-door.ts';
import { changeAppointment } from './appointment-changes.service.ts';
import { appointmentHistory } from './appointment-history.ts';
import { appointmentsPage, staffAppointment, streamAppointments } from './appointment-list.ts';
import {
  appointment,
  appointmentPage,
  bookedAppointment,
  countedSlots,
  listedAppointment,
  managedAppointment,
  openSlots,
} from './appointments.answers.ts';
import { bookForCustomer, requestAppointment } from './booking.service.ts';
import { cancelManaged, rescheduleManaged, viewManaged } from './manage.service.ts';
import { slotsKey, slotsRead } from './slots.reads.ts';
import { listStaffSlots } from './slots.service.ts';

const manageAccess =
  'The token is the proof: no sign-in. An unknown, malformed or expired token (a day after the visit) is a 404 ' +
  'with reason `link-not-valid`, whichever it is. Rate limited per address (429).';
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
const slotRange =
  `The ${BOOKING.slotMinutes}-minute slots from \`from\` to \`to\` (Las Vegas days, both included, at most ` +
  `${BOOKING.rangeMaxDays} days)`;

export const appointmentsRouter = {
  /** Public: the slots with room between two Las Vegas days (at most `BOOKING.rangeMaxDays`), soonest first. */
  slots: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/appointments/slots',
        summary: 'Appointment times with room',
        description:
          `${slotRange} that still have room: within opening hours, ${BOOKING.leadHours} hours to ` +
          `${BOOKING.horizonDays} days ahead, never on closed or special closed days.`,
        tag: 'Appointments',
        answers: 'The slots with room, soonest first',
        publicRead: (query: SlotsQuery) => slotsKey(query),
      },
    })
    .input(slotsQuerySchema())
    .output(openSlots)
    .query(({ ctx, input }) => ctx.deps.reads.get(slotsRead, { range: input, now: ctx.deps.now() })),
  /** Public: a customer's request for one of the offered slots; 409 when it was just taken. */
  request: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/appointments',
        status: 201,
        summary: 'Request an appointment',
        description:
          'A customer’s request for one of the offered slot starts; stored as pending, the customer and the shop ' +
          'are emailed. A start never offered (closed, off the half hour, past, beyond the horizon) is a 400 with its ' +
          'issue on `appointmentDate`; 409 when an offered slot was just taken (fetch the slots again). Rate limited ' +
          'per address and per phone number or email.',
        tag: 'Appointments',
        answers: 'The stored request',
        errors: [409, 429],
        example: request,
      },
    })
    .input(appointmentRequestSchema())
    .output(bookedAppointment)
    .mutation(({ ctx, input }) => requestAppointment(ctx.deps, input)),
  /**
   * Staff: every slot between two Las Vegas days, full ones too, with places taken and the
   * capacity, so the front desk sees what it would overbook. Read fresh: staff act on it at once.
   */
  staffSlots: supervisorProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/appointments/slots',
        summary: 'Every appointment time, full ones too',
        description:
          `${slotRange} with how many places are taken and the capacity, for booking by phone or rescheduling: ` +
          'a full slot (`booked` >= `capacity`) is booked only with `overbook: true`.',
        tag: 'Appointments',
        answers: 'Every slot of the calendar in the range, soonest first',
      },
    })
    .input(slotsQuerySchema())
    .output(countedSlots)
    .query(({ ctx, input }) => listStaffSlots(ctx.deps, input)),
  /** One page (25 by default) of a scope's appointments, optionally one status and a search. */
  list: supervisorProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/appointments',
        summary: 'The appointments',
        description:
          '`scope` upcoming (default, soonest first), past (latest first) or all (upcoming first, then past); ' +
          'optionally one `status` and a search (`q`). Without `limit` or `cursor`: every such appointment, as an ' +
          'array. With them: one page (`limit` rows, 25 by default) and the cursors of the pages either side.',
        tag: 'Appointments',
        answers: 'Every appointment asked for, or one page of them',
        wholeList: 'all',
      },
    })
    .input(appointmentListSchema())
    .output(appointmentPage)
    .query(({ ctx, input }) => appointmentsPage(ctx.deps, input)),
  /** One appointment as the list shows it, by its id: the list's item opened by its address. */
  get: supervisorProcedure
    .input(z.strictObject({ id: idSchema }))
    .output(listedAppointment)
    .query(({ ctx, input }) => staffAppointment(ctx.deps, input)),
  /** Every appointment the filter picks, as rows read from a database cursor (the REST whole list). */
  all: supervisorProcedure
    .input(appointmentFilterSchema())
    .output(rowsOf(listedAppointment))
    .query(({ ctx, input }) => streamAppointments(ctx.deps, input)),
  /** A booking taken by phone; a full slot only with `overbook: true`. */
  create: supervisorProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/appointments',
        status: 201,
        summary: 'Book an appointment for a caller',
        description:
          'A booking taken by phone: the same rules as a customer’s request, but a full slot is booked only with ' +
          '`overbook: true` (else 409); a start the calendar never offers is a 400 on `appointmentDate`, overbook or not.',
        tag: 'Appointments',
        answers: 'The stored appointment',
        errors: [409],
        example: { ...request, overbook: false },
      },
    })
    .input(staffAppointmentSchema())
    .output(appointment)
    .mutation(({ ctx, input }) => bookForCustomer(ctx.deps, input)),
  /** Confirm, complete, cancel (with a reason) or reschedule one appointment. */
  update: supervisorProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/admin/appointments/:id',
        summary: 'Confirm, complete, cancel, reschedule or mark a no-show',
        description:
          'pending → confirmed → completed; pending or confirmed → cancelled (`reason` required); confirmed → ' +
          'no-show once its time has passed (else 409 `no-show-too-early`). A new ' +
          '`appointmentDate` (a slot with room, or any slot with `overbook`) moves it and keeps its status; a start the ' +
          'calendar never offers is a 400 on `appointmentDate`. Anything else is 409. The customer is emailed in their language (with an .ics when confirmed or moved).',
        tag: 'Appointments',
        answers: 'The appointment as it is now',
        errors: [404, 409],
        example: { status: 'confirmed' },
        bodyAs: 'change',
      },
    })
    .input(
      z.strictObject({ id: idSchema.meta({ description: 'The appointment’s id' }), change: appointmentChangeSchema() }),
    )
    .output(appointment)
    .mutation(({ ctx, input }) => changeAppointment(ctx.deps, input)),
  /** Staff: one appointment's history, oldest first: who changed what (the customer or which staff member). */
  history: supervisorProcedure
    .input(z.strictObject({ id: idSchema }))
    .query(({ ctx, input }) => appointmentHistory(ctx.deps, input)),
  /** Public, by the private link's token: the appointment and what the customer may still do. */
  manage: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/appointments/manage/:token',
        summary: 'A customer’s appointment, from their private link',
        description: `The appointment a link from its emails opens: status, time, service, vehicle, and whether the customer may still cancel or move it (until the cut-off setting, 24 hours before by default, Las Vegas time). ${manageAccess}`,
        tag: 'Appointments',
        answers: 'The appointment as the customer sees it',
        errors: [404, 429],
      },
    })
    .input(customerLinkSchema())
    .output(managedAppointment)
    .query(({ ctx, input }) => viewManaged(ctx.deps, input)),
  /** Public, by the token: the customer cancels (until the cut-off); the customer and the shop are emailed. */
  manageCancel: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/appointments/manage/:token/cancel',
        summary: 'The customer cancels their appointment',
        description: `Until the cut-off; the reason is optional. The customer is emailed a cancelling calendar entry (METHOD:CANCEL), the shop a notice. 409 \`past-cutoff\` after the cut-off, \`appointment-closed\` for a completed, cancelled, no-show or past one. ${manageAccess}`,
        tag: 'Appointments',
        answers: 'The appointment as it is now',
        errors: [404, 409, 429],
        example: { reason: 'My car is fixed already' },
      },
    })
    .input(manageCancelCallSchema())
    .output(managedAppointment)
    .mutation(({ ctx, input }) => cancelManaged(ctx.deps, input)),
  /** Public, by the token: the customer moves it to an offered slot with room (until the cut-off). */
  manageReschedule: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/appointments/manage/:token/reschedule',
        summary: 'The customer moves their appointment',
        description: `To one of the offered slots with room (\`GET /api/appointments/slots\`), until the cut-off; the status stays. A start never offered is a 400 on \`appointmentDate\`; 409 \`slot-taken\` when its last place was just taken. The customer is emailed the new calendar entry, the shop a notice. ${manageAccess}`,
        tag: 'Appointments',
        answers: 'The appointment as it is now',
        errors: [404, 409, 429],
        example: { appointmentDate: exampleStart },
      },
    })
    .input(manageRescheduleCallSchema())
    .output(managedAppointment)
    .mutation(({ ctx, input }) => rescheduleManaged(ctx.deps, input)),
} satisfies TRPCRouterRecord;
