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

/**
 * Shows a toast in place of the one on screen (and of any waiting): the newest news is the one that
 * counts, so "Saved" does not queue behind the failure it answers.
 */
export function showToast(toast: NotificationData): void {
  wanted = true;
  for (const l of listeners) l();
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.clean();
    notifications.show({ closeButtonProps: { 'aria-label': t`Close` }, ...toast });
  });
}

/** Takes away the toast on screen, if one was ever shown: what it said is no longer true. */
export function clearToasts(): void {
  if (!wanted) return;
  void import('@mantine/notifications').then(({ notifications }) => notifications.clean());
}

/** A toast saying a change was made. */
export function showSuccessToast(title: string, message?: string): void {
  showToast({ color: 'green.9', title, message: message ?? '' });
}

/** A toast in the destructive style, for failures. */
export function showErrorToast(title: string, message?: string): void {
  showToast({ color: 'red', title, message: message ?? '' });
}
