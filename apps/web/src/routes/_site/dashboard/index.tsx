import { createFileRoute } from '@tanstack/react-router';
import { DashboardHome } from '../../../features/dashboard/DashboardHome.tsx';

/** `/dashboard`: the Overview; for the user role, the welcome and their own account. */
export const Route = createFileRoute('/_site/dashboard/')({
  component: DashboardHome,
});
