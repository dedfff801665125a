import { type ShopFacts, signature } from '../../appointments/emails/appointment-details.ts';
import type { Mail } from '../../mail/mailer.ts';
import { type RepairDetails, repairSummary } from './repair-details.ts';

/** To the customer once, two days after an estimate they haven't answered. */
export function estimateReminderEmail(r: RepairDetails, shop: ShopFacts, link: string): Mail {
  const es = r.language === 'es';
  const text = es
    ? [
        `Hola ${r.firstName}:`,
        '',
        'Su vehículo espera su respuesta al presupuesto que le enviamos. Puede aprobar o rechazar cada trabajo aquí:',
        link,
        '',
        ...repairSummary(r),
        '',
        `¿Prefiere hablarlo? Llámenos al ${shop.phone}.`,
      ]
    : [
        `Hi ${r.firstName},`,
        '',
        'Your vehicle is waiting for your answer to the estimate we sent. You can approve or decline each job here:',
        link,
        '',
        ...repairSummary(r),
        '',
        `Rather talk it over? Call us at ${shop.phone}.`,
      ];
  return {
    to: r.email,
    replyTo: shop.email,
    subject: es
      ? `Recordatorio: su presupuesto ${r.number} - ${shop.shopName}`
      : `Reminder: your estimate ${r.number} - ${shop.shopName}`,
    text: `${text.join('\n')}\n\n${signature(shop)}`,
  };
}
