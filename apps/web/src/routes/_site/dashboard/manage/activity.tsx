import { createFileRoute } from '@tanstack/react-router';
import { ActivityScreen } from '../../../../features/audit/admin/ActivityScreen.tsx';

/** `/dashboard/manage/activity`: the audit trail; who, what, which days and the page in the address. */
export const Route = createFileRoute('/_site/dashboard/manage/activity')({
  component: ActivityScreen,
});
