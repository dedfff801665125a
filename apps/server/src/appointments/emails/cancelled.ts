import type { Mail } from '../../mail/mailer.ts';
import { shopEmail } from '../../mail/shop-email.ts';
import { type AppointmentDetails, describeWhen, greeting, type ShopFacts, shopSender } from './appointment-details.ts';
import { invitation } from './invitation.ts';

/**
 * To the customer when the visit is cancelled: by staff, with the reason they gave, or by the
 * customer from their link. The attached METHOD:CANCEL takes it out of their calendar.
 */
export function cancelledEmail(
  a: AppointmentDetails & { email: string },
  shop: ShopFacts,
  reason: string,
  opts: { byCustomer?: boolean; sequence: number } = { sequence: 0 },
): Mail {
  const es = a.language === 'es';
  const when = describeWhen(a.appointmentDate, a.language);
  const opening = opts.byCustomer
    ? es
      ? `Cancelamos su cita del ${when}, como lo pidió.`
      : `Your appointment on ${when} is cancelled, as you asked.`
    : es
      ? `Su cita del ${when} fue cancelada.`
      : `Your appointment on ${when} was cancelled.`;
  const why = reason ? `\n${es ? 'Motivo' : 'Reason'}: ${reason}` : '';
  const again = es
    ? `Llámenos al ${shop.phone} para buscar otro horario.`
    : `Call us at ${shop.phone} to find another time.`;
  return shopEmail(
    {
      to: a.email,
      replyTo: shop.email,
      subject: es ? `Cita cancelada - ${shop.shopName}` : `Appointment cancelled - ${shop.shopName}`,
      attachments: [invitation(a, shop, opts.sequence, 'cancelled')],
    },
    {
      language: a.language,
      from: shopSender(shop),
      preview: opening,
      blocks: [greeting(a), { kind: 'text', text: `${opening}${why}` }, { kind: 'text', text: again }],
      signed: true,
    },
  );
}
