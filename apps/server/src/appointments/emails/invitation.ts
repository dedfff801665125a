import { createEvent } from 'ics';
import type { MailAttachment } from '../../mail/mailer.ts';
import { type AppointmentDetails, type ShopFacts, shopAddress } from './appointment-details.ts';

/** How long the calendar entry lasts: the drop-off, not the repair. */
const VISIT_MINUTES = 60;

/**
 * The `.ics` invitation that puts the visit in the customer's calendar, in their language. The
 * same uid on every version, so a rescheduled one replaces the first (a higher sequence wins).
 */
export function invitation(a: AppointmentDetails, shop: ShopFacts, sequence: number): MailAttachment {
  const es = a.language === 'es';
  const { error, value } = createEvent({
    uid: `appointment-${a.id}@${shop.email.split('@')[1] ?? 'shop'}`,
    sequence,
    method: 'PUBLISH',
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
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('calendar invitation could not be made');
  return { filename: es ? 'cita.ics' : 'appointment.ics', content: value, contentType: 'text/calendar; charset=utf-8' };
}
