import type { Mail } from '../../mail/mailer.ts';
import { shopEmail } from '../../mail/shop-email.ts';

/** To the shop when a customer answers an estimate: the outcome and a button to the repair order. */
export function shopAnswerNoticeEmail(
  desk: { to: string; shopName: string },
  r: { number: string; customer: string; vehicle: string },
  a: { version: number; outcome: 'approved' | 'declined'; approvedTotal: string; link: string },
): Mail {
  const verb = a.outcome === 'approved' ? 'approved' : 'declined';
  const said = `${r.customer} ${verb} estimate version ${a.version} for the ${r.vehicle}.`;
  return shopEmail(
    { to: desk.to, subject: `${r.number}: estimate ${verb} by ${r.customer}` },
    {
      language: 'en',
      from: { name: desk.shopName },
      preview: said,
      blocks: [
        { kind: 'text', text: said },
        { kind: 'facts', rows: [{ label: 'Approved total (tax included)', value: `$${a.approvedTotal}` }] },
        { kind: 'button', label: `Open ${r.number}`, href: a.link },
      ],
      signed: false,
    },
  );
}
