import type { Mail } from '../../mail/mailer.ts';
import { shopEmail } from '../../mail/shop-email.ts';
import {
  type AppointmentDetails,
  greeting,
  manageBlocks,
  type ShopFacts,
  shopSender,
  summaryFacts,
} from './appointment-details.ts';

/** To the customer the day before a confirmed visit. */
export function reminderEmail(a: AppointmentDetails & { email: string }, shop: ShopFacts): Mail {
  const es = a.language === 'es';
  const reminder = es ? 'Le recordamos su cita de mañana.' : 'A reminder of your appointment tomorrow.';
  const change = es
    ? `Si necesita cambiarla, llámenos al ${shop.phone}.`
    : `If you need to change it, call us at ${shop.phone}.`;
  return shopEmail(
    {
      to: a.email,
      replyTo: shop.email,
      subject: es
        ? `Recordatorio: su cita de mañana - ${shop.shopName}`
        : `Reminder: your appointment tomorrow - ${shop.shopName}`,
    },
    {
      language: a.language,
      from: shopSender(shop),
      preview: reminder,
      blocks: [
        greeting(a),
        { kind: 'text', text: reminder },
        summaryFacts(a),
        ...manageBlocks(a),
        { kind: 'text', text: change },
      ],
      signed: true,
    },
  );
}
