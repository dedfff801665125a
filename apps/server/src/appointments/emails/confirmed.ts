import type { EmailBlock } from '../../mail/email-content.ts';
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
import { invitation } from './invitation.ts';

/**
 * To the customer when the visit is confirmed or moved (by staff, or by the customer from their
 * link), with the calendar invitation. A request still waiting to be confirmed that was moved
 * says so, and its invitation is tentative.
 */
export function confirmedEmail(
  a: AppointmentDetails & { email: string },
  shop: ShopFacts,
  opts: { rescheduled: boolean; sequence: number; byCustomer?: boolean; stillPending?: boolean },
): Mail {
  const es = a.language === 'es';
  const opening = es
    ? opts.rescheduled
      ? opts.byCustomer
        ? 'Cambiamos su cita al horario que eligió:'
        : 'Cambiamos su cita. Este es el nuevo horario:'
      : 'Su cita está confirmada.'
    : opts.rescheduled
      ? opts.byCustomer
        ? 'Your appointment is moved to the time you chose:'
        : 'We moved your appointment. Here is the new time:'
      : 'Your appointment is confirmed.';
  const pending: EmailBlock[] = opts.stillPending
    ? [
        {
          kind: 'text',
          text: es ? 'La confirmaremos por teléfono o por correo.' : "We'll confirm it by phone or email.",
        },
      ]
    : [];
  const calendar = es ? 'Adjuntamos la cita para su calendario.' : 'The attached invitation adds it to your calendar.';
  const subject = es
    ? opts.rescheduled
      ? `Su cita cambió de horario - ${shop.shopName}`
      : `Cita confirmada - ${shop.shopName}`
    : opts.rescheduled
      ? `Your appointment was rescheduled - ${shop.shopName}`
      : `Appointment confirmed - ${shop.shopName}`;
  return shopEmail(
    {
      to: a.email,
      replyTo: shop.email,
      subject,
      attachments: [invitation(a, shop, opts.sequence, opts.stillPending ? 'requested' : 'confirmed')],
    },
    {
      language: a.language,
      from: shopSender(shop),
      preview: opening,
      blocks: [
        greeting(a),
        { kind: 'text', text: opening },
        summaryFacts(a),
        ...pending,
        { kind: 'text', text: calendar },
        ...manageBlocks(a),
      ],
      signed: true,
    },
  );
}
