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
    'appointment-no-show': t`Appointment marked no-show`,
    'audit-events-purged': t`Old activity removed`,
    'second-factor-failed': t`Wrong sign-in code or passkey`,
    'reauthentication-failed': t`Wrong password when confirming it is them`,
    'totp-enabled': t`Authenticator app set up`,
    'totp-removed': t`Authenticator app removed`,
    'recovery-codes-renewed': t`New recovery codes`,
    'passkey-added': t`Passkey added`,
    'passkey-renamed': t`Passkey renamed`,
    'passkey-removed': t`Passkey removed`,
    'two-factor-reset': t`Two-step sign-in reset`,
    'sessions-ended': t`Sessions ended`,
    'password-changed': t`Own password changed`,
    'two-factor-policy-changed': t`Two-step sign-in requirement changed`,
    'repair-order-created': t`Repair order opened`,
    'repair-order-status-changed': t`Repair order status changed`,
    'repair-order-lines-changed': t`Repair order lines changed`,
    'estimate-sent': t`Estimate sent`,
    'estimate-answered': t`Estimate answered by the customer`,
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
