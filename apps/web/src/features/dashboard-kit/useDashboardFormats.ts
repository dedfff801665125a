import { useLingui } from '@lingui/react/macro';
import { SHOP_TIME_ZONE } from '@shop/contract';
import { useMemo } from 'react';

/**
 * Money, numbers and dates as people in Las Vegas write them in either language ($1,250.00 and
 * 7:00 p.m. in Spanish too), at the shop's own time whatever the device's time zone.
 */
export function useDashboardFormats() {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'es' ? 'es-US' : 'en-US';
  return useMemo(
    () => ({
      money: new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
      wholeMoney: new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
      number: new Intl.NumberFormat(locale),
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE }),
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }),
    }),
    [locale],
  );
}
