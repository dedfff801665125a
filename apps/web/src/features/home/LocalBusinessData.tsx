import { addressIn, type Language } from '@shop/contract';
import { parseOpeningHours } from '../settings/opening-hours.ts';
import type { ShopSettings } from '../settings/useShopSettings.ts';

/** The weekday and Saturday hours from the settings; a day whose setting can't be read is left out. */
function openingHours(settings: ShopSettings) {
  const days = [
    { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], text: settings.hoursWeekdays },
    { dayOfWeek: ['Saturday'], text: settings.hoursSaturday },
  ];
  return days.flatMap(({ dayOfWeek, text }) => {
    const hours = parseOpeningHours(text);
    return hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek, ...hours }] : [];
  });
}

/**
 * schema.org AutoRepair data for search engines: address, phone and opening hours, describing the
 * home page in `language` (`origin` is the site's public address). The home route's head carries it.
 */
export function localBusinessData(settings: ShopSettings, origin: string, language: Language) {
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
    knowsLanguage: ['en', 'es'],
  };
}
