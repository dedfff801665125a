import { type Language, SHOP_TIME_ZONE } from '@shop/contract';
import type { PublicSettings } from '../../settings/settings.service.ts';

/** What every appointment email says about the visit, in the customer's language. */
export interface AppointmentDetails {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  appointmentDate: Date;
  /** The service's name in the customer's language (English where it has no Spanish name). */
  serviceName: string | null;
  /** The service's English name, for the shop's own notice. */
  serviceNameEn: string | null;
  vehicle: string | null;
  notes: string | null;
  language: Language;
  /** The customer's private link to cancel or move the visit (manage-link.ts); none in the shop's own emails. */
  manageUrl?: string;
}

export type ShopFacts = Pick<
  PublicSettings,
  'shopName' | 'phone' | 'email' | 'streetAddress' | 'city' | 'region' | 'postalCode'
>;

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** "Monday, March 9, 2026 at 10:30 AM" / "lunes, 9 de marzo de 2026, 10:30 a.m.", Las Vegas time. */
export function describeWhen(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: SHOP_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(date);
}

export const shopAddress = (shop: ShopFacts) =>
  `${shop.streetAddress}, ${shop.city}, ${shop.region} ${shop.postalCode}`;

const SERVICE_TBD: Record<Language, string> = { en: 'Service to be decided', es: 'Servicio por definir' };

/** The lines of the summary: when, service, vehicle. */
export function summaryLines(a: AppointmentDetails): string[] {
  const words =
    a.language === 'es'
      ? { when: 'Fecha', service: 'Servicio', vehicle: 'Vehículo' }
      : { when: 'When', service: 'Service', vehicle: 'Vehicle' };
  return [
    `${words.when}: ${describeWhen(a.appointmentDate, a.language)}`,
    `${words.service}: ${a.serviceName ?? SERVICE_TBD[a.language]}`,
    ...(a.vehicle ? [`${words.vehicle}: ${a.vehicle}`] : []),
  ];
}

export function signature(shop: ShopFacts): string {
  return `${shop.shopName}\n${shopAddress(shop)}\n${shop.phone}`;
}

/** The email's line with the customer's private link, when it has one. */
export function manageLines(a: AppointmentDetails): string[] {
  if (!a.manageUrl) return [];
  return [
    a.language === 'es'
      ? `Para ver, cancelar o cambiar su cita: ${a.manageUrl}`
      : `To see, cancel or move your appointment: ${a.manageUrl}`,
    '',
  ];
}
