import { useSyncExternalStore } from 'react';

/**
 * The staff member's choice of browser notifications for news that arrives while the dashboard's
 * tab is in the background. Asked for from a button only, never on load; kept in this browser.
 */
const KEY = 'dashboard_background_alerts';
const listeners = new Set<() => void>();

export type AlertsState = 'unsupported' | 'denied' | 'off' | 'on';

function state(): AlertsState {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  try {
    return Notification.permission === 'granted' && localStorage.getItem(KEY) === 'on' ? 'on' : 'off';
  } catch {
    return 'off';
  }
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Asks the browser for permission (the button's click), then keeps the choice. */
export async function turnAlertsOn(): Promise<AlertsState> {
  const permission = await Notification.requestPermission();
  if (permission === 'granted') localStorage.setItem(KEY, 'on');
  changed();
  return state();
}

export function turnAlertsOff(): void {
  localStorage.removeItem(KEY);
  changed();
}

export function useBackgroundAlerts(): AlertsState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state,
    () => 'unsupported',
  );
}

/** Shows a browser notification when the staff member asked for them and the tab is hidden. */
export function alertInBackground(title: string, body: string): void {
  if (!document.hidden || state() !== 'on') return;
  const alert = new Notification(title, { body, tag: 'dashboard-news' });
  alert.onclick = () => {
    window.focus();
    alert.close();
  };
}
