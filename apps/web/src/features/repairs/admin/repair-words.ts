import { useLingui } from '@lingui/react/macro';
import type { Recommendation, RepairLineKind, RepairOrderStatus } from '@shop/contract';
import { refusalReason } from '../../dashboard-kit/server-issues.ts';

/** A repair order's status as staff read it, in their language (board columns, badges, filters, history). */
export function useRepairStatusLabel() {
  const { t } = useLingui();
  const labels: Record<RepairOrderStatus, string> = {
    'checked-in': t`Checked in`,
    diagnosing: t`Diagnosing`,
    'awaiting-approval': t`Awaiting approval`,
    approved: t`Approved`,
    declined: t`Declined`,
    'in-repair': t`In repair`,
    'waiting-parts': t`Waiting for parts`,
    ready: t`Ready for pickup`,
    'picked-up': t`Picked up`,
    cancelled: t`Cancelled`,
  };
  return (status: RepairOrderStatus) => labels[status];
}

/** What a line is: labor, a part or a fee. */
export function useLineKindLabel() {
  const { t } = useLingui();
  const labels: Record<RepairLineKind, string> = { labor: t`Labor`, part: t`Part`, fee: t`Fee` };
  return (kind: RepairLineKind) => labels[kind];
}

/** How soon the shop advises the work. */
export function useRecommendationLabel() {
  const { t } = useLingui();
  const labels: Record<Recommendation, string> = {
    urgent: t`Urgent`,
    recommended: t`Recommended`,
    'can-wait': t`Can wait`,
  };
  return (recommendation: Recommendation) => labels[recommendation];
}

/**
 * Why the server refused a change to a repair order, in the staff member's language: the server's
 * reason code picks the sentence (its English message is never shown as is).
 */
export function useRepairRefusalText() {
  const { t } = useLingui();
  return (error: unknown): string => {
    switch (refusalReason(error)) {
      case 'repair-status-not-allowed':
        return t`That step doesn't follow from where the repair order is now.`;
      case 'repair-order-closed':
        return t`This repair order can no longer be changed.`;
      case 'estimate-not-allowed':
        return t`An estimate can't be sent now: add a line first, or the repair order is past that step.`;
      case 'no-customer-email':
        return t`The customer has no email address: call them with the estimate.`;
      case 'part-not-available':
        return t`That part is no longer available in the inventory.`;
      case 'appointment-checked-in':
        return t`This appointment has its repair order already, or it was cancelled.`;
      case 'forbidden':
        return t`Cancelling work the customer authorised takes a manager.`;
      case 'not-found':
        return t`This repair order no longer exists.`;
      default:
        return t`Please try again.`;
    }
  };
}
