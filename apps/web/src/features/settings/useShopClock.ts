import { useEffect, useState } from 'react';
import { shopClock } from './shop-hours.ts';

const TICK_MS = 30_000;

/** Calls `tick` now and every half minute while mounted. */
function useTicking(tick: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the setter given is stable.
  useEffect(() => {
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, []);
}

/**
 * The current time, kept fresh; null on the server and in the browser's first render. A public
 * page's HTML is rendered once and kept until its data changes, so anything said about "now" in it
 * would go stale: what depends on the minute shows only once the browser has taken the page over.
 */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useTicking(() => setNow(new Date()));
  return now;
}

const DAY_ATTRIBUTE = 'data-shop-day';

/**
 * The Las Vegas day the page was made on: on the server, today; in the browser's first render, the
 * day the server wrote beside what it rendered by the day (so the takeover matches its HTML), else
 * today.
 */
function renderedDay(): string {
  const today = shopClock(new Date()).day;
  if (typeof document === 'undefined') return today;
  return document.querySelector(`[${DAY_ATTRIBUTE}]`)?.getAttribute(DAY_ATTRIBUTE) ?? today;
}

/**
 * Today in Las Vegas, for what changes by the day (the upcoming special days). It starts as the
 * day the page was rendered, then follows the clock; put `dayAttribute(day)` on the element that
 * shows it.
 */
export function useShopDay(): string {
  const [day, setDay] = useState(renderedDay);
  useTicking(() => setDay(shopClock(new Date()).day));
  return day;
}

export const dayAttribute = (day: string) => ({ [DAY_ATTRIBUTE]: day });
