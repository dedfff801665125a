import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { clockTime, isOneOClock, shortDate, weekdayName } from './hours-format.ts';
import { type HoursFacts, openStatus, weekdayOf } from './shop-hours.ts';
import { useNow } from './useShopClock.ts';

/**
 * "Open now · until 6:00 PM" / "Closed · opens Monday 8:00 AM", in Las Vegas time. Empty (but a
 * line high, so nothing moves) until the browser has taken the page over: see `useNow`.
 */
export function OpenNow({ facts, size = 'sm' }: { facts: HoursFacts | undefined; size?: 'sm' | 'md' }) {
  const { i18n } = useLingui();
  const now = useNow();
  const language = i18n.locale;
  // Spanish says "a la 1:00" but "a las 2:00": the translation chooses by `oneOClock`.
  const say = (message: MessageDescriptor, hhmm: string) =>
    i18n._({ ...message, values: { ...message.values, oneOClock: isOneOClock(hhmm) ? 'yes' : 'no' } });

  let text = '\u00a0';
  let open = false;
  if (now && facts) {
    const status = openStatus(facts, now);
    if (status.open) {
      open = true;
      const time = clockTime(status.until, language);
      text = say(msg`Open now · until ${time}`, status.until);
    } else if (!status.opens) {
      text = i18n._(msg`Closed`);
    } else {
      const { at, inDays, day } = status.opens;
      const time = clockTime(at, language);
      if (inDays === 0) text = say(msg`Closed · opens at ${time}`, at);
      else if (inDays === 1) text = say(msg`Closed · opens tomorrow ${time}`, at);
      else if (inDays < 7) {
        const weekday = weekdayName(weekdayOf(day), language);
        text = say(msg`Closed · opens ${weekday} ${time}`, at);
      } else {
        const date = shortDate(day, language);
        text = say(msg`Closed · opens ${date}, ${time}`, at);
      }
    }
  }
  return (
    <Text size={size} fw={700} data-open-now={now ? (open ? 'open' : 'closed') : undefined}>
      {text}
    </Text>
  );
}
