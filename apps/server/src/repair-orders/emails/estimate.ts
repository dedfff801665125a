import { type ShopFacts, signature } from '../../appointments/emails/appointment-details.ts';
import type { Mail } from '../../mail/mailer.ts';
import { type RepairDetails, repairSummary } from './repair-details.ts';

/** To the customer when an estimate (or a new version of it) is sent: the link to approve it. */
export function estimateEmail(
  r: RepairDetails,
  shop: ShopFacts,
  estimate: { version: number; total: string; link: string; expiryDays: number },
): Mail {
  const es = r.language === 'es';
  const newer = estimate.version > 1;
  const text = es
    ? [
        `Hola ${r.firstName}:`,
        '',
        newer
          ? 'Encontramos más trabajo en su vehículo. Su presupuesto actualizado está listo para que lo revise.'
          : 'Ya revisamos su vehículo. Su presupuesto está listo para que lo revise.',
        '',
        ...repairSummary(r),
        `Total: $${estimate.total}`,
        '',
        `Vea cada trabajo, apruebe o rechace cada uno y firme aquí (válido ${estimate.expiryDays} días):`,
        estimate.link,
        '',
        `¿Preguntas? Llámenos al ${shop.phone}.`,
      ]
    : [
        `Hi ${r.firstName},`,
        '',
        newer
          ? 'We found more work on your vehicle. Your updated estimate is ready for you to review.'
          : 'We have looked at your vehicle. Your estimate is ready for you to review.',
        '',
        ...repairSummary(r),
        `Total: $${estimate.total}`,
        '',
        `See each job, approve or decline each one and sign here (good for ${estimate.expiryDays} days):`,
        estimate.link,
        '',
        `Questions? Call us at ${shop.phone}.`,
      ];
  return {
    to: r.email,
    replyTo: shop.email,
    subject: es ? `Su presupuesto ${r.number} - ${shop.shopName}` : `Your estimate ${r.number} - ${shop.shopName}`,
    text: `${text.join('\n')}\n\n${signature(shop)}`,
  };
}
