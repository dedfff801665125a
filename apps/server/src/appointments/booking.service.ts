import type { appointmentRequestSchema, staffAppointmentSchema } from '@shop/contract';
import type { z } from 'zod';
import { takeAttempt } from '../rate-limits/attempts.ts';
import { Refusal } from '../refusal.ts';
import { Service } from '../services/service.entity.ts';
import { shopNotifyEmail, shopSettings } from '../settings/shop-settings.service.ts';
import { type Deps, inTransaction, type SignedInDeps } from '../trpc/deps.ts';
import { Appointment } from './appointment.entity.ts';
import { type ChangedBy, recordChange } from './appointment-history.ts';
import {
  type AppointmentRow,
  appointmentDetails,
  appointmentRow,
  type BookedAppointment,
  bookedAppointment,
} from './appointment-view.ts';
import { requestReceivedEmail } from './emails/request-received.ts';
import { shopNoticeEmail } from './emails/shop-notice.ts';
import { withManageLink } from './manage-link.ts';
import { lockSlot, requireCalendarSlot, SLOT_TAKEN } from './slots.service.ts';

const BOOKING_REFUSAL = 'Too many appointment requests. Please wait a few minutes or call us.';
export const SLOT_FULL_FOR_STAFF =
  'That time is full. Book it anyway only if the shop can take one more car then (overbook).';

type Request = z.output<ReturnType<typeof appointmentRequestSchema>>;
type StaffBooking = z.output<ReturnType<typeof staffAppointmentSchema>>;

/**
 * Stores one appointment if its slot is a slot of the calendar and still has room (staff may
 * overbook a full one), with its emails queued in the same transaction; once committed, the
 * public slots load again.
 */
async function book(
  deps: Deps,
  input: Omit<Request, 'website'>,
  opts: { overbook: boolean; full: { reason: 'slot-full' | 'slot-taken'; message: string }; by: ChangedBy },
) {
  const settings = await shopSettings(deps);
  const notifyEmail = await shopNotifyEmail(deps);
  const now = deps.now();
  const start = new Date(input.appointmentDate);
  requireCalendarSlot(start, settings, now);
  const service =
    input.serviceId === null ? null : await deps.em.findOne(Service, { id: input.serviceId, isActive: true });
  if (input.serviceId !== null && !service)
    throw new Refusal('service-not-offered', 'That service is not offered; please pick another');
  return inTransaction(deps, async ({ em, mail, changed, origin, live }) => {
    const booked = await lockSlot(em, start);
    if (booked >= settings.slotCapacity && !opts.overbook) throw new Refusal(opts.full.reason, opts.full.message);
    const appointment = em.create(Appointment, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      service,
      vehicleYear: input.vehicleYear,
      vehicleMake: input.vehicleMake,
      vehicleModel: input.vehicleModel,
      appointmentDate: start,
      notes: input.notes,
      status: 'pending',
      language: input.language,
    });
    await em.flush();
    await recordChange(em, {
      appointmentId: appointment.id,
      by: opts.by,
      fromStatus: null,
      toStatus: 'pending',
      fromDate: null,
      toDate: start,
      at: now,
    });
    await live.publish({ kind: 'appointment-booked', subject: appointment.id, audience: 'supervisor' });
    const details = appointmentDetails(appointment);
    if (details.email) {
      const customer = await withManageLink(em, { ...details, email: details.email }, origin());
      await mail.queue(requestReceivedEmail(customer, settings));
    }
    await mail.queue(shopNoticeEmail(details, { to: notifyEmail, shopName: settings.shopName, origin: origin() }));
    changed('slots');
    return appointment;
  });
}

/**
 * A customer's request from the booking page. Counted against the limits before anything else;
 * a filled-in honeypot looks like success and keeps nothing.
 */
export async function requestAppointment(deps: Deps, input: Request): Promise<BookedAppointment> {
  const { website, ...request } = input;
  if (website.trim() !== '') return decoy(request);
  const { limits, caller } = deps;
  // Per address and per customer: a busy customer is paused without pausing their whole network.
  await takeAttempt(limits.bookingPerIp, caller.ip, BOOKING_REFUSAL);
  await takeAttempt(limits.bookingPerContact, `phone:${request.phone.replace(/\D/g, '')}`, BOOKING_REFUSAL);
  if (request.email) {
    await takeAttempt(limits.bookingPerContact, `email:${request.email.toLowerCase()}`, BOOKING_REFUSAL);
  }
  const appointment = await book(deps, request, {
    overbook: false,
    full: { reason: 'slot-taken', message: SLOT_TAKEN },
    by: { customer: true },
  });
  return bookedAppointment(appointment);
}

/** A booking staff take by phone: the same rules, but a full slot can be taken with `overbook`. */
export async function bookForCustomer(deps: SignedInDeps, input: StaffBooking): Promise<AppointmentRow> {
  const { overbook, ...request } = input;
  const appointment = await book(deps, request, {
    overbook,
    full: { reason: 'slot-full', message: SLOT_FULL_FOR_STAFF },
    by: { staffId: deps.caller.user.id },
  });
  return appointmentRow(appointment);
}

/** What a bot is shown: its own request, as if it had been stored. */
function decoy(request: Omit<Request, 'website'>): BookedAppointment {
  return {
    id: 1 + Math.floor(Math.random() * 10_000),
    firstName: request.firstName,
    lastName: request.lastName,
    appointmentDate: new Date(request.appointmentDate),
    serviceId: request.serviceId,
    serviceName: null,
    vehicleYear: request.vehicleYear,
    vehicleMake: request.vehicleMake,
    vehicleModel: request.vehicleModel,
    status: 'pending',
    language: request.language,
  };
}
