import type { Role } from '@shop/contract';
import { createFileRoute } from '@tanstack/react-router';
import { DataProvider } from '../../DataProvider.tsx';
import type { StaffGateMatch } from '../../features/auth/staff-session.ts';
import { DashboardLayout } from '../../features/dashboard/DashboardLayout.tsx';

/**
 * The dashboard's frame around every staff screen below it (`/dashboard/...`), the header and the
 * tabs, and its gate: a signed-out visitor goes to the sign-in page (and back to this address
 * afterwards); a screen whose route says it `needs` a role above the visitor's is refused, in the
 * frame, with the tabs the role has.
 */
export const Route = createFileRoute('/_site/dashboard')({
  staticData: { staff: true, serverRenders: true, staffWords: true },
  beforeLoad: ({ context, location, matches }): Promise<{ refused?: Role }> => {
    // The staff screens' words are fetched while the server says who is signed in.
    void context.loadStaffWords();
    return context.staffGate(location, matches as StaffGateMatch[]);
  },
  // The staff screens' words come in their own catalogue, here before a screen renders (no
  // English or bare message ids first); public pages and the sign-in never download it. The
  // server renders the frame only (DashboardLayout): it needs none of them.
  loader: ({ context }) => context.loadStaffWords(),
  component: () => (
    <DataProvider>
      <DashboardLayout />
    </DataProvider>
  ),
});
