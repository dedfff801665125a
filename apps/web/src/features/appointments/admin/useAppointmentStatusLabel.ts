import { useLingui } from '@lingui/react/macro';
import type { AppointmentStatus } from '@shop/contract';

/** An appointment's status as staff read it, in their language (badges, filters, histories). */
export function useAppointmentStatusLabel() {
  const { t } = useLingui();
  const labels: Record<AppointmentStatus, string> = {
    pending: t`Pending`,
    confirmed: t`Confirmed`,
    completed: t`Completed`,
    cancelled: t`Cancelled`,
    'no-show': t`No-show`,
  };
  return (status: AppointmentStatus) => labels[status];
}
