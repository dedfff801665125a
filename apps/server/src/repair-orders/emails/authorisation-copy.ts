import { type ShopFacts, signature } from '../../appointments/emails/appointment-details.ts';
import type { Mail } from '../../mail/mailer.ts';
import { type RepairDetails, repairSummary } from './repair-details.ts';

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
  const lines = a.lines.map((l) =>
    es
      ? `- ${l.description}: $${l.total} (${l.approved ? 'aprobado' : 'rechazado'})`
      : `- ${l.description}: $${l.total} (${l.approved ? 'approved' : 'declined'})`,
  );
  const text = es
    ? [
        `Hola ${r.firstName}:`,
        '',
        a.outcome === 'approved'
          ? 'Gracias. Recibimos su autorización y empezamos con el trabajo aprobado.'
          : 'Recibimos su respuesta: no autorizó ningún trabajo. Le llamaremos para acordar la entrega de su vehículo.',
        '',
        ...repairSummary(r),
        `Presupuesto: versión ${a.version}`,
        ...lines,
        `Total aprobado (impuestos incluidos): $${a.approvedTotal}`,
        `Firmado por: ${a.signedName}, ${a.authorisedAt}`,
        '',
        `Su copia queda en este enlace: ${a.link}`,
      ]
    : [
        `Hi ${r.firstName},`,
        '',
        a.outcome === 'approved'
          ? 'Thank you. We have your authorisation and are starting on the approved work.'
          : 'We have your answer: no work was authorised. We will call you to arrange picking up your vehicle.',
        '',
        ...repairSummary(r),
        `Estimate: version ${a.version}`,
        ...lines,
        `Approved total (tax included): $${a.approvedTotal}`,
        `Signed by: ${a.signedName}, ${a.authorisedAt}`,
        '',
        `Your copy stays at this link: ${a.link}`,
      ];
  return {
    to: r.email,
    replyTo: shop.email,
    subject: es
      ? `Su autorización ${r.number} - ${shop.shopName}`
      : `Your authorisation ${r.number} - ${shop.shopName}`,
    text: `${text.join('\n')}\n\n${signature(shop)}`,
  };
}
