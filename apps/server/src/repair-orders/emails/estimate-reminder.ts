import { type ShopFacts, shopSender } from '../../appointments/emails/appointment-details.ts';
import type { Mail } from '../../mail/mailer.ts';
import { shopEmail } from '../../mail/shop-email.ts';
import { type RepairDetails, repairGreeting, repairSummary } from './repair-details.ts';

/** To the customer once, two days after an estimate they haven't answered. */
export function estimateReminderEmail(r: RepairDetails, shop: ShopFacts, link: string): Mail {
  const es = r.language === 'es';
  const waiting = es
    ? 'Su vehículo espera su respuesta al presupuesto que le enviamos.'
    : 'Your vehicle is waiting for your answer to the estimate we sent.';
  return shopEmail(
    {
      to: r.email,
      replyTo: shop.email,
      subject: es
        ? `Recordatorio: su presupuesto ${r.number} - ${shop.shopName}`
        : `Reminder: your estimate ${r.number} - ${shop.shopName}`,
    },
    {
      language: r.language,
      from: shopSender(shop),
      preview: waiting,
      blocks: [
        repairGreeting(r),
        {
          kind: 'button',
          intro: es
            ? `${waiting} Puede aprobar o rechazar cada trabajo aquí:`
            : `${waiting} You can approve or decline each job here:`,
          label: es ? 'Ver mi presupuesto' : 'See my estimate',
          href: link,
        },
        repairSummary(r),
        {
          kind: 'text',
          text: es
            ? `¿Prefiere hablarlo? Llámenos al ${shop.phone}.`
            : `Rather talk it over? Call us at ${shop.phone}.`,
        },
      ],
      signed: true,
    },
  );
}
