import { useLingui } from '@lingui/react/macro';
import type { AuditAction, AuditResult } from '@shop/contract';

/** Each action code of the audit trail in the manager's words; an unknown code shows as it is. */
export function useActionLabel() {
  const { t } = useLingui();
  const labels: Record<AuditAction, string> = {
    'sign-in': t`Sign-in`,
    'sign-in-throttled': t`Sign-in held back (too many attempts)`,
    'sign-out': t`Sign-out`,
    'account-created': t`Account created`,
    'account-role-changed': t`Role changed`,
    'account-activated': t`Account activated`,
    'account-deactivated': t`Account deactivated`,
    'account-password-reset': t`Password reset`,
    'part-deleted': t`Part deleted`,
    'message-deleted': t`Message deleted`,
    'image-deleted': t`Carousel image deleted`,
    'settings-changed': t`Settings changed`,
    'services-changed': t`Services changed`,
    'review-published': t`Review published`,
    'review-hidden': t`Review taken off the site`,
    'review-deleted': t`Review deleted`,
    'backup-settings-changed': t`Backup schedule changed`,
    'backup-taken': t`Backup taken`,
    'backup-restored': t`Backup restored`,
    'audit-events-purged': t`Old activity removed`,
  };
  return (action: string): string => labels[action as AuditAction] ?? action;
}

export function useResultLabel() {
  const { t } = useLingui();
  const labels: Record<AuditResult, string> = {
    success: t`Done`,
    failure: t`Failed`,
    refused: t`Held back`,
  };
  return (result: AuditResult): string => labels[result];
}
