import { t } from '@lingui/core/macro';
import { TRPCClientError } from '@trpc/client';
import { clearToken } from './auth-token.ts';
import { showToast } from './features/toast/toast.ts';

/**
 * Where the browser goes when the session ends: the server login path, which leads to /auth and,
 * after signing in, back to the screen that was open (its whole address).
 */
export const signInAgainPath = (here: string) => `/api/login?next=${encodeURIComponent(here)}`;

/**
 * Whether a failed call means the signed-in session has ended: a procedure that needs a signed-in
 * user answered that nobody is (`not-signed-in`). Other 401s are about what was just typed (a wrong
 * password to confirm it is you, a wrong code), and the auth procedures are left out: their 401
 * means wrong credentials (login) or no valid token (me), which the screens calling them handle.
 */
export function endsSession(error: unknown, procedureKey: readonly unknown[] | undefined): boolean {
  const data = error instanceof TRPCClientError ? (error.data as { reason?: string } | undefined) : undefined;
  if (data?.reason !== 'not-signed-in') return false;
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
  const here = window.location.pathname + window.location.search;
  setTimeout(() => window.location.assign(signInAgainPath(here)), 500);
}

/** The query and mutation caches call this for every failed call; true when it ended the session. */
export function onCallFailed(error: unknown, procedureKey: readonly unknown[] | undefined): boolean {
  const ended = endsSession(error, procedureKey) && window.location.pathname.startsWith('/dashboard');
  if (ended) endSession();
  return ended;
}
