import { type ShopFacts, shopSender } from '../../appointments/emails/appointment-details.ts';
import type { Mail } from '../../mail/mailer.ts';
import { shopEmail } from '../../mail/shop-email.ts';
import { type RepairDetails, repairGreeting, repairSummary } from './repair-details.ts';

/** To the customer when an estimate (or a new version of it) is sent: the link to approve it. */
export function estimateEmail(
  r: RepairDetails,
  shop: ShopFacts,
  estimate: { version: number; total: string; link: string; expiryDays: number },
): Mail {
  const es = r.language === 'es';
  const newer = estimate.version > 1;
  const opening = es
    ? newer
      ? 'Encontramos más trabajo en su vehículo. Su presupuesto actualizado está listo para que lo revise.'
      : 'Ya revisamos su vehículo. Su presupuesto está listo para que lo revise.'
    : newer
      ? 'We found more work on your vehicle. Your updated estimate is ready for you to review.'
      : 'We have looked at your vehicle. Your estimate is ready for you to review.';
  return shopEmail(
    {
      to: r.email,
      replyTo: shop.email,
      subject: es ? `Su presupuesto ${r.number} - ${shop.shopName}` : `Your estimate ${r.number} - ${shop.shopName}`,
    },
    {
      language: r.language,
      from: shopSender(shop),
      preview: opening,
      blocks: [
        repairGreeting(r),
        { kind: 'text', text: opening },
        repairSummary(r, [{ label: 'Total', value: `$${estimate.total}` }]),
        {
          kind: 'button',
          intro: es
            ? `Vea cada trabajo, apruebe o rechace cada uno y firme aquí (válido ${estimate.expiryDays} días):`
            : `See each job, approve or decline each one and sign here (good for ${estimate.expiryDays} days):`,
          label: es ? 'Ver mi presupuesto' : 'See my estimate',
          href: estimate.link,
        },
        { kind: 'text', text: es ? `¿Preguntas? Llámenos al ${shop.phone}.` : `Questions? Call us at ${shop.phone}.` },
      ],
      signed: true,
    },
  );
}
