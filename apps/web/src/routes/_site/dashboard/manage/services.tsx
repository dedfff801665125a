import { createFileRoute } from '@tanstack/react-router';
import { ServicesScreen } from '../../../../features/services/admin/ServicesScreen.tsx';

/** `/dashboard/manage/services`: Manage Services. */
export const Route = createFileRoute('/_site/dashboard/manage/services')({
  component: ServicesScreen,
});
