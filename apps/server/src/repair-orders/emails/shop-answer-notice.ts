import type { Mail } from '../../mail/mailer.ts';

/** To the shop when a customer answers an estimate: the outcome and a link to the repair order. */
export function shopAnswerNoticeEmail(
  to: string,
  r: { number: string; customer: string; vehicle: string },
  a: { version: number; outcome: 'approved' | 'declined'; approvedTotal: string; link: string },
): Mail {
  const verb = a.outcome === 'approved' ? 'approved' : 'declined';
  return {
    to,
    subject: `${r.number}: estimate ${verb} by ${r.customer}`,
    text: [
      `${r.customer} ${verb} estimate version ${a.version} for the ${r.vehicle}.`,
      `Approved total (tax included): $${a.approvedTotal}`,
      '',
      `Open the repair order: ${a.link}`,
    ].join('\n'),
  };
}
