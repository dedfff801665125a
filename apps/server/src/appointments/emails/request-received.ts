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

/** To the customer, right after they asked: we have it, we'll confirm. */
export function requestReceivedEmail(a: AppointmentDetails & { email: string }, shop: ShopFacts): Mail {
  const es = a.language === 'es';
  const received = es
    ? 'Recibimos su solicitud de cita. La confirmaremos por teléfono o por correo.'
    : "We received your appointment request. We'll confirm it by phone or email.";
  return shopEmail(
    {
      to: a.email,
      replyTo: shop.email,
      subject: es
        ? `Recibimos su solicitud de cita - ${shop.shopName}`
        : `We received your appointment request - ${shop.shopName}`,
    },
    {
      language: a.language,
      from: shopSender(shop),
      preview: received,
      blocks: [greeting(a), { kind: 'text', text: received }, summaryFacts(a), ...manageBlocks(a)],
      signed: true,
    },
  );
}
