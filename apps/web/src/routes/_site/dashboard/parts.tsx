import { createFileRoute } from '@tanstack/react-router';
import { PartsTab } from '../../../features/parts/inventory/PartsTab.tsx';

/** `/dashboard/parts?status=sold&category=…&q=…`: the managers' inventory, filters and page in the address. */
export const Route = createFileRoute('/_site/dashboard/parts')({
  staticData: { needs: 'manager' },
  component: PartsTab,
});
