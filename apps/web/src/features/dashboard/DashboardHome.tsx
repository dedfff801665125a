import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../auth/session.ts';
import { ScreenLoading } from '../dashboard-kit/ScreenLoading.tsx';
import { OverviewTab } from '../overview/OverviewTab.tsx';
import { WelcomeCard } from './WelcomeCard.tsx';

/** The user role's account screen, fetched only for them: a supervisor's `/dashboard` is the Overview. */
const AccountTab = lazy(() => import('../account/admin/AccountTab.tsx').then((m) => ({ default: m.AccountTab })));

/** `/dashboard`: the Overview for supervisors and managers; the welcome and their own account for the user role. */
export function DashboardHome() {
  const { user } = useCurrentUser();
  if (user?.role !== 'user') return <OverviewTab />;
  return (
    <>
      <WelcomeCard />
      <Suspense fallback={<ScreenLoading />}>
        <AccountTab />
      </Suspense>
    </>
  );
}
