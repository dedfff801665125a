import { createFileRoute } from '@tanstack/react-router';
import { DataProvider } from '../../DataProvider.tsx';
import { DashboardPage } from '../../features/dashboard/DashboardPage.tsx';

export const Route = createFileRoute('/_site/dashboard')({
  staticData: { staff: true },
  component: () => (
    <DataProvider>
      <DashboardPage />
    </DataProvider>
  ),
});
