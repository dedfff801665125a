import { useLingui } from '@lingui/react/macro';
import { refusalReason } from '../../dashboard-kit/server-issues.ts';

/** Why a change to an account was refused, as the manager should read it. */
export type AccountRefusal = 'yourself' | 'last-manager' | 'email-taken' | 'gone' | 'failed';

/** The server's reason code says which refusal it is; the screen says it in the manager's language. */
export function accountRefusal(error: unknown): AccountRefusal {
  switch (refusalReason(error)) {
    case 'own-manager-access':
      return 'yourself';
    case 'last-manager':
      return 'last-manager';
    case 'email-taken':
      return 'email-taken';
    case 'not-found':
      return 'gone';
    default:
      return 'failed';
  }
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
