import { createFileRoute } from '@tanstack/react-router';
import { StaffAccountsScreen } from '../../../../features/staff-accounts/admin/StaffAccountsScreen.tsx';

/** `/dashboard/manage/users`: Manage Users; its search, role and page in the address. */
export const Route = createFileRoute('/_site/dashboard/manage/users')({
  component: StaffAccountsScreen,
});
