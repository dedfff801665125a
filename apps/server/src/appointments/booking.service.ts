import type { EntityManager } from '@mikro-orm/postgresql';
import type { appointmentRequestSchema, staffAppointmentSchema } from '@shop/contract';
import type { z } from 'zod';
import { queueEmail } from '../mail/outbox.ts';
import type { PublicReads } from '../public-reads/public-reads.ts';
import { takeAttempt } from '../rate-limits/attempts.ts';
import type { RateLimits } from '../rate-limits/rate-limits.ts';
import { Refusal } from '../refusal.ts';
import { Service } from '../services/service.entity.ts';
import type { PublicSettings } from '../settings/settings.service.ts';
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

export interface BookingDeps {
  settings: PublicSettings;
  /** Told once a booking is stored: the public slots change. */
  reads: PublicReads;
  /** Who at the shop hears about new requests. */
  notifyEmail: string;
  now: Date;
  /** The site's public origin, for the customer's private link in the email. */
  origin: string;
}

/**
 * Stores one appointment if its slot is a slot of the calendar and still has room (staff may
 * overbook a full one), with its emails queued in the same transaction.
 */
async function book(
  em: EntityManager,
  input: Omit<Request, 'website'>,
  deps: BookingDeps,
  opts: { overbook: boolean; full: { reason: 'slot-full' | 'slot-taken'; message: string }; by: ChangedBy },
) {
  const start = new Date(input.appointmentDate);
  requireCalendarSlot(start, deps.settings, deps.now);
  const service = input.serviceId === null ? null : await em.findOne(Service, { id: input.serviceId, isActive: true });
  if (input.serviceId !== null && !service)
    throw new Refusal('service-not-offered', 'That service is not offered; please pick another');
  return em.transactional(async (tx) => {
    const booked = await lockSlot(tx, start);
    if (booked >= deps.settings.slotCapacity && !opts.overbook) throw new Refusal(opts.full.reason, opts.full.message);
    const appointment = tx.create(Appointment, {
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
    await tx.flush();
    await recordChange(tx, {
      appointmentId: appointment.id,
      by: opts.by,
      fromStatus: null,
      toStatus: 'pending',
      fromDate: null,
      toDate: start,
      at: deps.now,
    });
    const details = appointmentDetails(appointment);
    if (details.email) {
      const customer = await withManageLink(tx, { ...details, email: details.email }, deps.origin);
      await queueEmail(tx, requestReceivedEmail(customer, deps.settings));
    }
    await queueEmail(tx, shopNoticeEmail(details, deps.notifyEmail));
    return appointment;
  });
}

/**
 * A customer's request from the booking page. Counted against the limits before anything else;
 * a filled-in honeypot looks like success and keeps nothing.
 */
export async function requestAppointment(
  em: EntityManager,
  input: Request,
  deps: BookingDeps & { limits: RateLimits; ip: string },
): Promise<BookedAppointment> {
  const { website, ...request } = input;
  if (website.trim() !== '') return decoy(request);
  // Per address and per customer: a busy customer is paused without pausing their whole network.
  await takeAttempt(deps.limits.bookingPerIp, deps.ip, BOOKING_REFUSAL);
  await takeAttempt(deps.limits.bookingPerContact, `phone:${request.phone.replace(/\D/g, '')}`, BOOKING_REFUSAL);
  if (request.email) {
    await takeAttempt(deps.limits.bookingPerContact, `email:${request.email.toLowerCase()}`, BOOKING_REFUSAL);
  }
  const appointment = await book(em, request, deps, {
    overbook: false,
    full: { reason: 'slot-taken', message: SLOT_TAKEN },
    by: { customer: true },
  });
  deps.reads.changed('slots');
  return bookedAppointment(appointment);
}

/** A booking staff take by phone: the same rules, but a full slot can be taken with `overbook`. */
export async function bookForCustomer(
  em: EntityManager,
  input: StaffBooking,
  deps: BookingDeps & { staffId: string },
): Promise<AppointmentRow> {
  const { overbook, ...request } = input;
  const appointment = await book(em, request, deps, {
    overbook,
    full: { reason: 'slot-full', message: SLOT_FULL_FOR_STAFF },
    by: { staffId: deps.staffId },
  });
  deps.reads.changed('slots');
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
