import { createFileRoute } from '@tanstack/react-router';
import { DataProvider } from '../../DataProvider.tsx';
import { DashboardPage } from '../../features/dashboard/DashboardPage.tsx';
import { loadStaffCatalogue } from '../../features/i18n/i18n.ts';

export const Route = createFileRoute('/_site/dashboard')({
  staticData: { staff: true },
  // The staff screens' words come in their own catalogue, here before the screen renders (no
  // English or bare message ids first); public pages and the sign-in never download it.
  loader: () => loadStaffCatalogue(),
  component: () => (
    <DataProvider>
      <DashboardPage />
    </DataProvider>
  ),
});
