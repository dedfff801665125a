import { type ShopFacts, shopSender } from '../../appointments/emails/appointment-details.ts';
import type { Mail } from '../../mail/mailer.ts';
import { shopEmail } from '../../mail/shop-email.ts';
import { type RepairDetails, repairGreeting, repairSummary } from './repair-details.ts';

/** What the customer authorised, as their copy keeps it. */
export interface AuthorisationSummary {
  version: number;
  outcome: 'approved' | 'declined';
  signedName: string;
  authorisedAt: string;
  lines: { description: string; total: string; approved: boolean }[];
  approvedTotal: string;
  link: string;
}

/** To the customer right after they answer: a copy of what they authorised, line by line. */
export function authorisationCopyEmail(r: RepairDetails, shop: ShopFacts, a: AuthorisationSummary): Mail {
  const es = r.language === 'es';
  const opening = es
    ? a.outcome === 'approved'
      ? 'Gracias. Recibimos su autorización y empezamos con el trabajo aprobado.'
      : 'Recibimos su respuesta: no autorizó ningún trabajo. Le llamaremos para acordar la entrega de su vehículo.'
    : a.outcome === 'approved'
      ? 'Thank you. We have your authorisation and are starting on the approved work.'
      : 'We have your answer: no work was authorised. We will call you to arrange picking up your vehicle.';
  const decided = (approved: boolean) =>
    es ? (approved ? 'aprobado' : 'rechazado') : approved ? 'approved' : 'declined';
  return shopEmail(
    {
      to: r.email,
      replyTo: shop.email,
      subject: es
        ? `Su autorización ${r.number} - ${shop.shopName}`
        : `Your authorisation ${r.number} - ${shop.shopName}`,
    },
    {
      language: r.language,
      from: shopSender(shop),
      preview: opening,
      blocks: [
        repairGreeting(r),
        { kind: 'text', text: opening },
        repairSummary(r, [
          { label: es ? 'Presupuesto' : 'Estimate', value: es ? `versión ${a.version}` : `version ${a.version}` },
        ]),
        {
          kind: 'facts',
          rows: [
            ...a.lines.map((l) => ({ label: l.description, value: `$${l.total} (${decided(l.approved)})` })),
            {
              label: es ? 'Total aprobado (impuestos incluidos)' : 'Approved total (tax included)',
              value: `$${a.approvedTotal}`,
            },
            { label: es ? 'Firmado por' : 'Signed by', value: `${a.signedName}, ${a.authorisedAt}` },
          ],
        },
        {
          kind: 'button',
          intro: es ? 'Su copia queda en este enlace:' : 'Your copy stays at this link:',
          label: es ? 'Ver mi autorización' : 'See my authorisation',
          href: a.link,
        },
      ],
      signed: true,
    },
  );
}
