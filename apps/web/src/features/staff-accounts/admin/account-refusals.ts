import { useLingui } from '@lingui/react/macro';
import { refusalCode } from '../../dashboard-kit/server-issues.ts';

/** Why a change to an account was refused, as the manager should read it. */
export type AccountRefusal = 'yourself' | 'last-manager' | 'email-taken' | 'gone' | 'failed';

/**
 * The server answers 409 with an English sentence; the screen says it in the manager's language,
 * knowing which account the change was for: their own, or another (then it was the last manager).
 */
export function accountRefusal(error: unknown, about: { self: boolean; creating?: boolean }): AccountRefusal {
  const code = refusalCode(error);
  if (code === 'NOT_FOUND') return 'gone';
  if (code !== 'CONFLICT') return 'failed';
  if (about.creating) return 'email-taken';
  return about.self ? 'yourself' : 'last-manager';
}

export function useRefusalText() {
  const { t } = useLingui();
  return (refusal: AccountRefusal): string =>
    ({
      yourself: t`You can't remove your own manager access. Ask another manager to do it.`,
      'last-manager': t`This is the last active manager. Make another account a manager first.`,
      'email-taken': t`An account with this email already exists.`,
      gone: t`This account no longer exists; the list has been refreshed.`,
      failed: t`The change could not be saved. Please try again.`,
    })[refusal];
}
