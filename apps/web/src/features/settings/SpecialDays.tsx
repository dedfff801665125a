import { Trans, useLingui } from '@lingui/react/macro';
import type { SpecialDay } from '@shop/contract';
import classes from './BusinessHours.module.css';
import { shortDate, timeRange } from './hours-format.ts';
import { upcomingSpecialDays } from './shop-hours.ts';
import { dayAttribute, useShopDay } from './useShopClock.ts';

/** The special days of the next `SPECIAL_DAYS_AHEAD` days: "Thu, Nov 26: Closed · Closed for Thanksgiving". */
export function SpecialDays({ specialDays }: { specialDays: SpecialDay[] }) {
  const { i18n } = useLingui();
  const today = useShopDay();
  const language = i18n.locale;
  const upcoming = upcomingSpecialDays(specialDays, today);
  // The wrapper is always there: it carries the day this was rendered for (see useShopDay).
  return (
    <div {...dayAttribute(today)}>
      {upcoming.length > 0 && (
        <>
          <p className={classes.specialTitle}>
            <Trans>Special hours</Trans>
          </p>
          <ul className={classes.special}>
            {upcoming.map((day) => {
              const note = (language === 'es' ? day.noteEs : day.noteEn) || day.noteEn || day.noteEs;
              return (
                <li key={day.date}>
                  <span className={classes.nowrap}>{shortDate(day.date, language)}:</span>{' '}
                  {day.closed || !day.from || !day.to ? <Trans>Closed</Trans> : timeRange(day.from, day.to, language)}
                  {note ? ` · ${note}` : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
