import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type LinkPurpose, openCustomerLink } from '../customer-links/customer-links.ts';
import { Appointment } from './appointment.entity.ts';

/**
 * The appointment a working link opens, with its service, until when the link works; locked for
 * the caller's transaction when it will change what hangs on the appointment (two sends at once
 * are then taken one after the other). Null for any link that doesn't work.
 */
export async function appointmentOfLink(
  em: EntityManager,
  purpose: LinkPurpose,
  token: string,
  now: Date,
  { lock = false } = {},
): Promise<{ appointment: Appointment; expiresAt: Date } | null> {
  const link = await openCustomerLink(em, purpose, token, now);
  if (!link) return null;
  const appointment = await em.findOne(
    Appointment,
    { id: link.appointmentId },
    { populate: ['service'], ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
  );
  return appointment && { appointment, expiresAt: link.expiresAt };
}
