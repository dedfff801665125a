import { addressIn, type Language } from '@shop/contract';
import type { EmailBlock } from '../../mail/email-content.ts';

/** What every repair order email says about the car, in the customer's language. */
export interface RepairDetails {
  number: string;
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
  vehicle: string;
}

/** The estimate page of a token in the customer's language (`/repairs/…`, `/es/repairs/…`). */
export const estimatePageAddress = (origin: string, language: Language, token: string) =>
  `${origin}${addressIn(language, `/repairs/${token}`)}`;

/** "Hi Lucía," / "Hola Lucía:". */
export const repairGreeting = (r: RepairDetails): EmailBlock => ({
  kind: 'text',
  text: r.language === 'es' ? `Hola ${r.firstName}:` : `Hi ${r.firstName},`,
});

/** The order's number and the car, as the emails' summary; `more` adds rows after them. */
export function repairSummary(r: RepairDetails, more: { label: string; value: string }[] = []): EmailBlock {
  const es = r.language === 'es';
  return {
    kind: 'facts',
    rows: [
      { label: es ? 'Orden de reparación' : 'Repair order', value: r.number },
      { label: es ? 'Vehículo' : 'Vehicle', value: r.vehicle },
      ...more,
    ],
  };
}
