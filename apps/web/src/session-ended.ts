import { t } from '@lingui/core/macro';
import { TRPCClientError } from '@trpc/client';
import { clearToken } from './auth-token.ts';
import { showToast } from './features/toast/toast.ts';

/** Where the browser goes when the session ends: the server login path, which leads to /auth. */
export const SIGN_IN_AGAIN_PATH = '/api/login?next=%2Fdashboard';

/**
 * Whether a failed call means the signed-in session has ended: a 401 from a procedure that needs a
 * signed-in user. The auth procedures are left out: their 401 means wrong credentials (login) or
 * no valid token (me), and the screens that call them handle it.
 */
export function endsSession(error: unknown, procedureKey: readonly unknown[] | undefined): boolean {
  const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
  if (code !== 'UNAUTHORIZED') return false;
  const path = procedureKey?.[0];
  return !(Array.isArray(path) && path[0] === 'auth');
}

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
  setTimeout(() => window.location.assign(SIGN_IN_AGAIN_PATH), 500);
}

/** The query and mutation caches call this for every failed call. */
export function onCallFailed(error: unknown, procedureKey: readonly unknown[] | undefined): void {
  if (endsSession(error, procedureKey) && window.location.pathname.startsWith('/dashboard')) endSession();
}
