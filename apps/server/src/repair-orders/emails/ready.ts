import { type ShopFacts, shopAddress, signature } from '../../appointments/emails/appointment-details.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { PublicSettings } from '../../settings/settings.service.ts';
import { type RepairDetails, repairSummary } from './repair-details.ts';

type ShopWithHours = ShopFacts & Pick<PublicSettings, 'hoursWeekdays' | 'hoursSaturday'>;

/** To the customer when the car is ready: where and when to pick it up. */
export function readyForPickupEmail(r: RepairDetails, shop: ShopWithHours): Mail {
  const es = r.language === 'es';
  const text = es
    ? [
        `Hola ${r.firstName}:`,
        '',
        'Su vehículo está listo para recoger.',
        '',
        ...repairSummary(r),
        '',
        `Dirección: ${shopAddress(shop)}`,
        `Horario: lunes a viernes ${shop.hoursWeekdays}; sábado ${shop.hoursSaturday}`,
        '',
        `¿Preguntas? Llámenos al ${shop.phone}.`,
      ]
    : [
        `Hi ${r.firstName},`,
        '',
        'Your vehicle is ready for pickup.',
        '',
        ...repairSummary(r),
        '',
        `Address: ${shopAddress(shop)}`,
        `Hours: Monday to Friday ${shop.hoursWeekdays}; Saturday ${shop.hoursSaturday}`,
        '',
        `Questions? Call us at ${shop.phone}.`,
      ];
  return {
    to: r.email,
    replyTo: shop.email,
    subject: es ? `Su vehículo está listo - ${shop.shopName}` : `Your vehicle is ready - ${shop.shopName}`,
    text: `${text.join('\n')}\n\n${signature(shop)}`,
  };
}
