import { t } from '@lingui/core/macro';
import { showToast } from '../toast/toast.ts';
import { clearToken } from './token.ts';

let ending = false;

/**
 * A dashboard call answered 401: the session ended (expired, removed, account deactivated). Say
 * so, then go to the server login path after half a second, as the owner specified.
 */
export function endSession(): void {
  if (ending) return;
  ending = true;
  clearToken();
  showToast({ color: 'red', title: t`Unauthorized`, message: t`You are logged out. Logging in again...` });
  setTimeout(() => window.location.assign('/api/login?next=%2Fdashboard'), 500);
}
