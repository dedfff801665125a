import { type RefObject, useLayoutEffect } from 'react';

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
