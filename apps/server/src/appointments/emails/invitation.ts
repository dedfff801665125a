import { createEvent } from 'ics';
import type { MailAttachment } from '../../mail/mailer.ts';
import { type AppointmentDetails, type ShopFacts, shopAddress } from './appointment-details.ts';

/** How long the calendar entry lasts: the drop-off, not the repair. */
const VISIT_MINUTES = 60;

/** What the calendar entry says of the visit: confirmed, still a request, or called off. */
export type InvitationKind = 'confirmed' | 'requested' | 'cancelled';

/**
 * The `.ics` invitation that puts the visit in the customer's calendar, in their language. The
 * same uid on every version, so a rescheduled one replaces the first (a higher sequence wins), and
 * a cancelled one (METHOD:CANCEL) takes it out.
 */
export function invitation(
  a: AppointmentDetails,
  shop: ShopFacts,
  sequence: number,
  kind: InvitationKind = 'confirmed',
): MailAttachment {
  const es = a.language === 'es';
  const { error, value } = createEvent({
    uid: `appointment-${a.id}@${shop.email.split('@')[1] ?? 'shop'}`,
    sequence,
    method: kind === 'cancelled' ? 'CANCEL' : 'PUBLISH',
    productId: 'desertgear/appointments',
    start: a.appointmentDate.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: VISIT_MINUTES },
    title: es ? `Cita en ${shop.shopName}` : `Appointment at ${shop.shopName}`,
    description: es
      ? `Servicio: ${a.serviceName ?? 'por definir'}. Llámenos al ${shop.phone} si necesita cambiarla.`
      : `Service: ${a.serviceName ?? 'to be decided'}. Call us at ${shop.phone} if you need to change it.`,
    location: shopAddress(shop),
    status: kind === 'cancelled' ? 'CANCELLED' : kind === 'requested' ? 'TENTATIVE' : 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('calendar invitation could not be made');
  return { filename: es ? 'cita.ics' : 'appointment.ics', content: value, contentType: 'text/calendar; charset=utf-8' };
}

/** The version number of an invitation made now: each later one replaces the ones before. */
export const invitationSequence = (now: Date) => Math.floor(now.getTime() / 1000);
