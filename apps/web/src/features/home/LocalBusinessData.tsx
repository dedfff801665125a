import { useLingui } from '@lingui/react';
import { addressIn, type Language, type Weekday } from '@shop/contract';
import { rootRouteId, useRouteContext } from '@tanstack/react-router';
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
    specialOpeningHoursSpecification: specialOpeningHours(settings, language),
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
