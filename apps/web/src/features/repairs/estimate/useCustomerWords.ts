import { useLingui } from '@lingui/react/macro';
import type { Recommendation, RepairLineKind, RepairOrderStatus } from '@shop/contract';

/** The estimate's words for the customer (their own catalogue: the staff screens' are never loaded here). */
export function useCustomerWords() {
  const { t } = useLingui();
  const statuses: Record<RepairOrderStatus, string> = {
    'checked-in': t`Checked in`,
    diagnosing: t`Being diagnosed`,
    'awaiting-approval': t`Waiting for your answer`,
    approved: t`Approved`,
    declined: t`Declined`,
    'in-repair': t`Being repaired`,
    'waiting-parts': t`Waiting for parts`,
    ready: t`Ready for pickup`,
    'picked-up': t`Picked up`,
    cancelled: t`Cancelled`,
  };
  const recommendations: Record<Recommendation, string> = {
    urgent: t`Urgent`,
    recommended: t`Recommended`,
    'can-wait': t`Can wait`,
  };
  const kinds: Record<RepairLineKind, string> = { labor: t`Labor`, part: t`Part`, fee: t`Fee` };
  return {
    status: (status: RepairOrderStatus) => statuses[status],
    recommendation: (recommendation: Recommendation) => recommendations[recommendation],
    kind: (kind: RepairLineKind) => kinds[kind],
  };
}
