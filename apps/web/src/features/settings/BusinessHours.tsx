import { Trans, useLingui } from '@lingui/react/macro';
import classes from './BusinessHours.module.css';
import { formatOpeningHours } from './opening-hours.ts';
import type { ShopSettings } from './useShopSettings.ts';

/**
 * Monday to Friday, Saturday, Sunday closed: the shop's hours from the settings, in the reader's
 * language. A plain table: Mantine's Table would bring its scroll area to every public page.
 */
export function BusinessHours({ settings, size = 'sm' }: { settings: ShopSettings | undefined; size?: 'sm' | 'md' }) {
  const { i18n } = useLingui();
  const hours = (text: string | undefined) => (text ? formatOpeningHours(text, i18n.locale) : '…');
  const rows = [
    { key: 'weekdays', day: <Trans>Monday - Friday</Trans>, time: hours(settings?.hoursWeekdays) },
    { key: 'saturday', day: <Trans>Saturday</Trans>, time: hours(settings?.hoursSaturday) },
    { key: 'sunday', day: <Trans>Sunday</Trans>, time: <Trans>Closed</Trans> },
  ];
  return (
    <table
      className={classes.hours}
      style={{ '--hours-size': `var(--mantine-font-size-${size})` } as React.CSSProperties}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.day}</th>
            <td>{row.time}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
