import type { Mail } from '../../mail/mailer.ts';
import {
  type AppointmentDetails,
  manageLines,
  type ShopFacts,
  signature,
  summaryLines,
} from './appointment-details.ts';

/** To the customer, right after they asked: we have it, we'll confirm. */
export function requestReceivedEmail(a: AppointmentDetails & { email: string }, shop: ShopFacts): Mail {
  const es = a.language === 'es';
  const text = es
    ? `Hola ${a.firstName}:\n\nRecibimos su solicitud de cita. La confirmaremos por teléfono o por correo.\n\n`
    : `Hi ${a.firstName},\n\nWe received your appointment request. We'll confirm it by phone or email.\n\n`;
  return {
    to: a.email,
    replyTo: shop.email,
    subject: es
      ? `Recibimos su solicitud de cita - ${shop.shopName}`
      : `We received your appointment request - ${shop.shopName}`,
    text: [`${text}${summaryLines(a).join('\n')}`, '', ...manageLines(a), signature(shop)].join('\n'),
  };
}
