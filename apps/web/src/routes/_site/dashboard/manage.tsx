import { createFileRoute } from '@tanstack/react-router';
import { ManagementFrame } from '../../../features/dashboard/management/ManagementFrame.tsx';

/** `/dashboard/manage`: the Management cards, and their screens below (`/dashboard/manage/users`, ...): managers only. */
export const Route = createFileRoute('/_site/dashboard/manage')({
  staticData: { needs: 'manager' },
  component: ManagementFrame,
});
