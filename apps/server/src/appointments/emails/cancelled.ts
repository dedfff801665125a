import type { Mail } from '../../mail/mailer.ts';
import { type AppointmentDetails, describeWhen, type ShopFacts, signature } from './appointment-details.ts';

/** To the customer when the visit is cancelled, with the reason staff gave. */
export function cancelledEmail(a: AppointmentDetails & { email: string }, shop: ShopFacts, reason: string): Mail {
  const es = a.language === 'es';
  const when = describeWhen(a.appointmentDate, a.language);
  const text = es
    ? `Hola ${a.firstName}:\n\nSu cita del ${when} fue cancelada.\nMotivo: ${reason}\n\nLlámenos al ${shop.phone} para buscar otro horario.`
    : `Hi ${a.firstName},\n\nYour appointment on ${when} was cancelled.\nReason: ${reason}\n\nCall us at ${shop.phone} to find another time.`;
  return {
    to: a.email,
    replyTo: shop.email,
    subject: es ? `Cita cancelada - ${shop.shopName}` : `Appointment cancelled - ${shop.shopName}`,
    text: `${text}\n\n${signature(shop)}`,
  };
}
