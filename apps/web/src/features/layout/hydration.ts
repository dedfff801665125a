import { type RefObject, useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * A server-rendered field can be typed in (or chosen from) before the page's code has taken it
 * over; the field's state would not know. This picks up what the visitor entered, once, when the
 * field mounts, so nothing they typed is lost.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  setValue: (value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useLayoutEffect(() => {
    const entered = field.current?.value;
    if (entered) setValue(entered);
  }, []);
}

const noSubscription = () => () => {};

/**
 * False while the page is the server's HTML (and during the render that takes it over), true once
 * the page's code runs it: for controls that can only work with the code, such as sending a form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
