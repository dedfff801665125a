import { t } from '@lingui/core/macro';
import type { NotificationData } from '@mantine/notifications';

/**
 * Toasts, loaded on first use: the notifications package (with its transitions) stays out of
 * the JavaScript a public page needs before it is interactive.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let wanted = false;

export function onToasterWanted(listener: Listener): () => void {
  listeners.add(listener);
  if (wanted) listener();
  return () => listeners.delete(listener);
}

export function showToast(toast: NotificationData): void {
  wanted = true;
  for (const l of listeners) l();
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ closeButtonProps: { 'aria-label': t`Close` }, ...toast }),
  );
}

/** A toast in the destructive style, for failures. */
export function showErrorToast(title: string, message?: string): void {
  showToast({ color: 'red', title, message: message ?? '' });
}
