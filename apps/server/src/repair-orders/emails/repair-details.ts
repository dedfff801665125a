import { addressIn, type Language } from '@shop/contract';

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

/** The car and the order's number, as the emails' summary. */
export function repairSummary(r: RepairDetails): string[] {
  return r.language === 'es'
    ? [`Orden de reparación: ${r.number}`, `Vehículo: ${r.vehicle}`]
    : [`Repair order: ${r.number}`, `Vehicle: ${r.vehicle}`];
}
