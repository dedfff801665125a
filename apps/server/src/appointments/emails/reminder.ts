import type { Mail } from '../../mail/mailer.ts';
import {
  type AppointmentDetails,
  manageLines,
  type ShopFacts,
  signature,
  summaryLines,
} from './appointment-details.ts';

/** To the customer the day before a confirmed visit. */
export function reminderEmail(a: AppointmentDetails & { email: string }, shop: ShopFacts): Mail {
  const es = a.language === 'es';
  const text = es
    ? `Hola ${a.firstName}:\n\nLe recordamos su cita de mañana.`
    : `Hi ${a.firstName},\n\nA reminder of your appointment tomorrow.`;
  const change = es
    ? `Si necesita cambiarla, llámenos al ${shop.phone}.`
    : `If you need to change it, call us at ${shop.phone}.`;
  return {
    to: a.email,
    replyTo: shop.email,
    subject: es
      ? `Recordatorio: su cita de mañana - ${shop.shopName}`
      : `Reminder: your appointment tomorrow - ${shop.shopName}`,
    text: [text, '', ...summaryLines(a), '', ...manageLines(a), change, '', signature(shop)].join('\n'),
  };
}
