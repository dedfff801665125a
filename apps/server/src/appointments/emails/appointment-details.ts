import { type Language, SHOP_TIME_ZONE } from '@shop/contract';
import type { EmailBlock, EmailSender } from '../../mail/email-content.ts';
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

/** The summary: when, service, vehicle. */
export function summaryFacts(a: AppointmentDetails): EmailBlock {
  const words =
    a.language === 'es'
      ? { when: 'Fecha', service: 'Servicio', vehicle: 'Vehículo' }
      : { when: 'When', service: 'Service', vehicle: 'Vehicle' };
  return {
    kind: 'facts',
    rows: [
      { label: words.when, value: describeWhen(a.appointmentDate, a.language) },
      { label: words.service, value: a.serviceName ?? SERVICE_TBD[a.language] },
      ...(a.vehicle ? [{ label: words.vehicle, value: a.vehicle }] : []),
    ],
  };
}

/** The shop as its customers' emails show it: the header, and the signature with its address and phone. */
export const shopSender = (shop: ShopFacts): EmailSender => ({
  name: shop.shopName,
  address: shopAddress(shop),
  phone: shop.phone,
});

/** "Hi Lucía," / "Hola Lucía:". */
export const greeting = (a: Pick<AppointmentDetails, 'firstName' | 'language'>): EmailBlock => ({
  kind: 'text',
  text: a.language === 'es' ? `Hola ${a.firstName}:` : `Hi ${a.firstName},`,
});

/** The button to the customer's private link, when the email has one. */
export function manageBlocks(a: AppointmentDetails): EmailBlock[] {
  if (!a.manageUrl) return [];
  const es = a.language === 'es';
  return [
    {
      kind: 'button',
      intro: es ? 'Para ver, cancelar o cambiar su cita:' : 'To see, cancel or move your appointment:',
      label: es ? 'Ver o cambiar su cita' : 'See or change your appointment',
      href: a.manageUrl,
    },
  ];
}

/** Where the shop's own notices go, and the dashboard they link to. */
export interface ShopDesk {
  to: string;
  shopName: string;
  /** The site's public origin (`https://shop.example`). */
  origin: string;
}

/** The appointment's own page on the dashboard. */
export const dashboardAppointmentAddress = (origin: string, id: number) => `${origin}/dashboard/appointments/${id}`;

/** The notice's way to the appointment: "Appointment #42: …" and a button to it on the dashboard. */
export const openOnDashboard = (a: AppointmentDetails, desk: ShopDesk, intro: string): EmailBlock => ({
  kind: 'button',
  intro,
  label: `Open appointment #${a.id}`,
  href: dashboardAppointmentAddress(desk.origin, a.id),
});
