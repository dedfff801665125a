import { createFileRoute } from '@tanstack/react-router';
import { AppointmentsTab } from '../../../features/appointments/admin/AppointmentsTab.tsx';

/** `/dashboard/appointments?scope=past&status=completed&q=…`: the appointments, filters and page in the address. */
export const Route = createFileRoute('/_site/dashboard/appointments')({
  staticData: { needs: 'supervisor' },
  component: AppointmentsTab,
});
