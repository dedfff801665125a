import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '@shop/contract';
import { Appointment } from '../appointments/appointment.entity.ts';
import { appointmentDetails } from '../appointments/appointment-view.ts';
import { findReviewLink } from '../customer-links/customer-links.ts';
import { RepairOrder } from '../repair-orders/repair-order.entity.ts';

/**
 * The visit a review link is for, as the review page and the review read it: a booked one (its
 * appointment), or a walk-in (its repair order, dated the day the car came in, with no service).
 */
export interface ReviewedVisit {
  appointment: Appointment | null;
  repairOrder: RepairOrder | null;
  /** Its reviews, as a query on testimonials finds them (one at most: a unique index on each). */
  reviews: { appointment: number } | { repairOrder: number };
  firstName: string;
  lastName: string;
  email: string | null;
  language: Language;
  visitDate: Date;
  serviceName: string | null;
  expiresAt: Date;
}

/**
 * The visit of a review link, whatever the link's age (`now` left out) or while it still works at
 * `now`; locked for the caller's transaction when a review will hang on it (two sends at once are
 * then taken one after the other). Null for any link that doesn't work.
 */
export async function visitOfReviewLink(
  em: EntityManager,
  token: string,
  { now, lock = false }: { now?: Date; lock?: boolean } = {},
): Promise<ReviewedVisit | null> {
  const link = await findReviewLink(em, token);
  if (!link || (now && link.expiresAt.getTime() <= now.getTime())) return null;
  const locking = lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {};
  if ('appointmentId' in link.visit) {
    const appointment = await em.findOne(
      Appointment,
      { id: link.visit.appointmentId },
      { populate: ['service'], ...locking },
    );
    if (!appointment) return null;
    const details = appointmentDetails(appointment);
    return {
      appointment,
      repairOrder: null,
      reviews: { appointment: appointment.id },
      ...details,
      visitDate: appointment.appointmentDate,
      expiresAt: link.expiresAt,
    };
  }
  const ro = await em.findOne(RepairOrder, { id: link.visit.repairOrderId }, locking);
  if (!ro) return null;
  return {
    appointment: null,
    repairOrder: ro,
    reviews: { repairOrder: ro.id },
    firstName: ro.firstName,
    lastName: ro.lastName,
    email: ro.email ?? null,
    language: ro.language,
    visitDate: ro.createdAt,
    serviceName: null,
    expiresAt: link.expiresAt,
  };
}
