import { createFileRoute } from '@tanstack/react-router';
import { AccountTab } from '../../../features/account/admin/AccountTab.tsx';

/** `/dashboard/account`: the signed-in staff member's own account, whatever their role. */
export const Route = createFileRoute('/_site/dashboard/account')({
  component: AccountTab,
});
