import { useLingui } from '@lingui/react';
import { addressIn, type Language } from '@shop/contract';
import { rootRouteId, useRouteContext } from '@tanstack/react-router';
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

/** schema.org AutoRepair data for search engines: address, phone and opening hours. */
export function LocalBusinessData({ settings }: { settings: ShopSettings }) {
  const { origin } = useRouteContext({ from: rootRouteId });
  // The home page in the language on screen: the data describes the page it is on.
  const language = useLingui().i18n.locale as Language;
  const data = {
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
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data built from our own settings, with < escaped.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
