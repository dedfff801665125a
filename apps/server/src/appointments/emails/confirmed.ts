import type { Mail } from '../../mail/mailer.ts';
import { type AppointmentDetails, type ShopFacts, signature, summaryLines } from './appointment-details.ts';
import { invitation } from './invitation.ts';

/** To the customer when staff confirm or move the visit, with the calendar invitation. */
export function confirmedEmail(
  a: AppointmentDetails & { email: string },
  shop: ShopFacts,
  opts: { rescheduled: boolean; sequence: number },
): Mail {
  const es = a.language === 'es';
  const opening = es
    ? opts.rescheduled
      ? 'Cambiamos su cita. Este es el nuevo horario:'
      : 'Su cita está confirmada.'
    : opts.rescheduled
      ? 'We moved your appointment. Here is the new time:'
      : 'Your appointment is confirmed.';
  const calendar = es ? 'Adjuntamos la cita para su calendario.' : 'The attached invitation adds it to your calendar.';
  const subject = es
    ? opts.rescheduled
      ? `Su cita cambió de horario - ${shop.shopName}`
      : `Cita confirmada - ${shop.shopName}`
    : opts.rescheduled
      ? `Your appointment was rescheduled - ${shop.shopName}`
      : `Appointment confirmed - ${shop.shopName}`;
  return {
    to: a.email,
    replyTo: shop.email,
    subject,
    text: `${es ? 'Hola' : 'Hi'} ${a.firstName},\n\n${opening}\n\n${summaryLines(a).join('\n')}\n\n${calendar}\n\n${signature(shop)}`,
    attachments: [invitation(a, shop, opts.sequence)],
  };
}
