import { type ShopFacts, shopAddress, shopSender } from '../../appointments/emails/appointment-details.ts';
import type { Mail } from '../../mail/mailer.ts';
import { shopEmail } from '../../mail/shop-email.ts';
import type { PublicSettings } from '../../settings/settings.service.ts';
import { type RepairDetails, repairGreeting, repairSummary } from './repair-details.ts';

type ShopWithHours = ShopFacts & Pick<PublicSettings, 'hoursWeekdays' | 'hoursSaturday'>;

/** To the customer when the car is ready: where and when to pick it up. */
export function readyForPickupEmail(r: RepairDetails, shop: ShopWithHours): Mail {
  const es = r.language === 'es';
  const ready = es ? 'Su vehículo está listo para recoger.' : 'Your vehicle is ready for pickup.';
  return shopEmail(
    {
      to: r.email,
      replyTo: shop.email,
      subject: es ? `Su vehículo está listo - ${shop.shopName}` : `Your vehicle is ready - ${shop.shopName}`,
    },
    {
      language: r.language,
      from: shopSender(shop),
      preview: ready,
      blocks: [
        repairGreeting(r),
        { kind: 'text', text: ready },
        repairSummary(r),
        {
          kind: 'facts',
          rows: es
            ? [
                { label: 'Dirección', value: shopAddress(shop) },
                { label: 'Horario', value: `lunes a viernes ${shop.hoursWeekdays}; sábado ${shop.hoursSaturday}` },
              ]
            : [
                { label: 'Address', value: shopAddress(shop) },
                { label: 'Hours', value: `Monday to Friday ${shop.hoursWeekdays}; Saturday ${shop.hoursSaturday}` },
              ],
        },
        { kind: 'text', text: es ? `¿Preguntas? Llámenos al ${shop.phone}.` : `Questions? Call us at ${shop.phone}.` },
      ],
      signed: true,
    },
  );
}
