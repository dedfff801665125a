import {
  appointmentChangeSchema,
  appointmentFilterSchema,
  appointmentListSchema,
  appointmentRequestSchema,
  customerLinkSchema,
  idSchema,
  manageCancelCallSchema,
  manageRescheduleCallSchema,
  slotsQuerySchema,
  staffAppointmentSchema,
} from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { auditByCaller } from '../audit/audit-trail.ts';
import { takeAttempt } from '../rate-limits/attempts.ts';
import type { Context } from '../trpc/context.ts';
import { publicProcedure, staffProcedure } from '../trpc/init.ts';
import { changeAppointment } from './appointment-changes.service.ts';
import { appointmentHistory } from './appointment-history.ts';
import { appointmentsPage, streamAppointments } from './appointment-list.ts';
import { overviewCounts } from './appointments.service.ts';
import { bookForCustomer, requestAppointment } from './booking.service.ts';
import { cancelManaged, rescheduleManaged, viewManaged } from './manage.service.ts';
import { listCountedSlots } from './slots.service.ts';

const settingsOf = (ctx: Context) => ctx.infra.reads.settings();

async function bookingDeps(ctx: Context) {
  const settings = await settingsOf(ctx);
  return {
    settings,
    notifyEmail: ctx.config.CONTACT_NOTIFY_EMAIL ?? settings.email,
    reads: ctx.infra.reads,
    now: ctx.infra.now(),
    origin: ctx.infra.origin(),
  };
}

const MANAGE_REFUSAL = 'Too many tries. Please wait a few minutes or call us.';

/** Every look at or change through a private link counts against the caller's address first. */
async function manageDeps(ctx: Context) {
  await takeAttempt(ctx.infra.limits.customerLinkPerIp, ctx.ip, MANAGE_REFUSAL);
  return bookingDeps(ctx);
}

export const appointmentsRouter = {
  /** Public: the slots with room between two Las Vegas days (at most `BOOKING.rangeMaxDays`), soonest first. */
  slots: publicProcedure
    .input(slotsQuerySchema())
    .query(({ ctx, input }) => ctx.infra.reads.slots(input, ctx.infra.now())),
  /** Public: a customer's request for one of the offered slots; 409 when it was just taken. */
  request: publicProcedure
    .input(appointmentRequestSchema())
    .mutation(async ({ ctx, input }) =>
      requestAppointment(ctx.em, input, { ...(await bookingDeps(ctx)), limits: ctx.infra.limits, ip: ctx.ip }),
    ),
  /**
   * Staff: every slot between two Las Vegas days, full ones too, with places taken and the
   * capacity, so the front desk sees what it would overbook. Read fresh: staff act on it at once.
   */
  staffSlots: staffProcedure
    .input(slotsQuerySchema())
    .query(async ({ ctx, input }) => listCountedSlots(ctx.em, input, await settingsOf(ctx), ctx.infra.now())),
  /** One page (25 by default) of a scope's appointments, optionally one status and a search. */
  list: staffProcedure
    .input(appointmentListSchema())
    .query(({ ctx, input }) => appointmentsPage(ctx.em, input, ctx.infra.now())),
  /** Every appointment the filter picks, as rows read from a database cursor (the REST whole list). */
  all: staffProcedure
    .input(appointmentFilterSchema())
    .query(({ ctx, input }) => streamAppointments(ctx.em, input, ctx.infra.now())),
  overview: staffProcedure.query(({ ctx }) => overviewCounts(ctx.em, ctx.infra.now())),
  /** A booking taken by phone; a full slot only with `overbook: true`. */
  create: staffProcedure
    .input(staffAppointmentSchema())
    .mutation(async ({ ctx, input }) =>
      bookForCustomer(ctx.em, input, { ...(await bookingDeps(ctx)), staffId: ctx.user.id }),
    ),
  /** Confirm, complete, cancel (with a reason) or reschedule one appointment. */
  update: staffProcedure
    .input(z.strictObject({ id: idSchema, change: appointmentChangeSchema() }))
    .mutation(async ({ ctx, input }) =>
      changeAppointment(ctx.em, input.id, input.change, {
        staffId: ctx.user.id,
        settings: await settingsOf(ctx),
        reads: ctx.infra.reads,
        now: ctx.infra.now(),
        origin: ctx.infra.origin(),
        audit: auditByCaller(ctx),
      }),
    ),
  /** Staff: one appointment's history, oldest first: who changed what (the customer or which staff member). */
  history: staffProcedure
    .input(z.strictObject({ id: idSchema }))
    .query(({ ctx, input }) => appointmentHistory(ctx.em, input.id)),
  /** Public, by the private link's token: the appointment and what the customer may still do. */
  manage: publicProcedure
    .input(customerLinkSchema())
    .query(async ({ ctx, input }) => viewManaged(ctx.em, input.token, await manageDeps(ctx))),
  /** Public, by the token: the customer cancels (until the cut-off); the customer and the shop are emailed. */
  manageCancel: publicProcedure
    .input(manageCancelCallSchema())
    .mutation(async ({ ctx, input }) => cancelManaged(ctx.em, input.token, input.reason, await manageDeps(ctx))),
  /** Public, by the token: the customer moves it to an offered slot with room (until the cut-off). */
  manageReschedule: publicProcedure
    .input(manageRescheduleCallSchema())
    .mutation(async ({ ctx, input }) =>
      rescheduleManaged(ctx.em, input.token, input.appointmentDate, await manageDeps(ctx)),
    ),
} satisfies TRPCRouterRecord;
