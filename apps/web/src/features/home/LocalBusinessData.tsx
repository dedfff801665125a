import type { ShopSettings } from '../settings/useShopSettings.ts';

/** schema.org AutoRepair data for search engines: address, phone and opening hours. */
export function LocalBusinessData({ settings }: { settings: ShopSettings }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    name: settings.shopName,
    telephone: settings.phone,
    email: settings.email,
    url: window.location.origin,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.streetAddress,
      addressLocality: settings.city,
      addressRegion: settings.region,
      postalCode: settings.postalCode,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: Number(settings.latitude), longitude: Number(settings.longitude) },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:30',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:30', closes: '13:00' },
    ],
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
