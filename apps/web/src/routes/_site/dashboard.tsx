import { createFileRoute } from '@tanstack/react-router';
import { DataProvider } from '../../DataProvider.tsx';
import { DashboardPage } from '../../features/dashboard/DashboardPage.tsx';

export const Route = createFileRoute('/_site/dashboard')({
  staticData: { staff: true, serverRenders: true, staffWords: true },
  // The staff screens' words come in their own catalogue, here before the screen renders (no
  // English or bare message ids first); public pages and the sign-in never download it. The
  // server renders the screen's frame only (DashboardPage): it needs none of them.
  loader: ({ context }) => context.loadStaffWords(),
  component: () => (
    <DataProvider>
      <DashboardPage />
    </DataProvider>
  ),
});
