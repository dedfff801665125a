import { addressIn, type Language, type Weekday } from '@shop/contract';
import type { OfferedService } from '../services/ServicesSection.tsx';
import { weekRows } from '../settings/shop-hours.ts';
import type { ShopSettings } from '../settings/useShopSettings.ts';

const DAY_NAMES: Record<Weekday, string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

/** The weekly hours, days alike together; closed days are left out, as schema.org reads it. */
function openingHours(settings: ShopSettings) {
  return weekRows(settings.weeklyHours)
    .filter((row) => row.open)
    .map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.days.map((d) => DAY_NAMES[d]),
      opens: row.from,
      closes: row.to,
    }));
}

/** Holidays and days with other hours; a closed day opens and closes at 00:00 (schema.org's way). */
function specialOpeningHours(settings: ShopSettings, language: Language) {
  return settings.specialDays.map((day) => {
    const open = !day.closed && day.from && day.to;
    const note = (language === 'es' ? day.noteEs : day.noteEn) || day.noteEn || day.noteEs;
    return {
      '@type': 'OpeningHoursSpecification',
      validFrom: day.date,
      validThrough: day.date,
      opens: open ? day.from : '00:00',
      closes: open ? day.to : '00:00',
      ...(note ? { description: note } : {}),
    };
  });
}

/**
 * schema.org AutoRepair data for search engines: address, phone, opening hours and services, describing the
 * home page in `language` (`origin` is the site's public address). The home route's head carries it.
 */
export function localBusinessData(
  settings: ShopSettings,
  origin: string,
  language: Language,
  services: readonly OfferedService[] = [],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    name: settings.shopName,
    telephone: settings.phone,
    email: settings.email,
    url: origin + addressIn(language, '/'),
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.streetAddress,
      addressLocality: settings.city,
      addressRegion: settings.region,
      postalCode: settings.postalCode,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: Number(settings.latitude), longitude: Number(settings.longitude) },
    openingHoursSpecification: openingHours(settings),
    specialOpeningHoursSpecification: specialOpeningHours(settings, language),
    // The services the home page lists, as the manager wrote them, in the page's language (no prices).
    ...(services.length > 0 && {
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        itemListElement: services.map((service) => ({
          '@type': 'Offer',
          itemOffered: { '@type': 'Service', name: service.name, description: service.description },
        })),
      },
    }),
    knowsLanguage: ['en', 'es'],
  };
}
