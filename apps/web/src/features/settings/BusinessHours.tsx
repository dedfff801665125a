import { Trans, useLingui } from '@lingui/react/macro';
import classes from './BusinessHours.module.css';
import { timeRange, weekdayName } from './hours-format.ts';
import { OpenNow } from './OpenNow.tsx';
import { SpecialDays } from './SpecialDays.tsx';
import { weekRows } from './shop-hours.ts';
import type { ShopSettings } from './useShopSettings.ts';

/**
 * The shop's week from the settings, in the reader's language: whether it is open now, the hours
 * of each day (days alike share a row) and the special days coming up. A plain table: Mantine's
 * Table would bring its scroll area to every public page.
 */
export function BusinessHours({ settings, size = 'sm' }: { settings: ShopSettings | undefined; size?: 'sm' | 'md' }) {
  const { i18n } = useLingui();
  const language = i18n.locale;
  if (!settings) return <p className={classes.hours}>…</p>;
  const rows = weekRows(settings.weeklyHours).map((row) => {
    const first = weekdayName(row.days[0] ?? 'monday', language, true);
    const last = row.days.length > 1 ? weekdayName(row.days.at(-1) ?? 'sunday', language, true) : null;
    return {
      key: row.days.join('-'),
      day: last ? `${first} – ${last}` : first,
      time: row.open ? timeRange(row.from, row.to, language) : <Trans>Closed</Trans>,
    };
  });
  return (
    <div
      className={classes.hours}
      style={{ '--hours-size': `var(--mantine-font-size-${size})` } as React.CSSProperties}
    >
      <OpenNow facts={settings} size={size} />
      <table>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.day}</th>
              <td>{row.time}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <SpecialDays specialDays={settings.specialDays} />
    </div>
  );
}
