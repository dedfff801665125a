import { createFileRoute } from '@tanstack/react-router';
import { RepairBoard } from '../../../../features/repairs/admin/RepairBoard.tsx';

/** `/dashboard/repairs`: the cars in the shop, one column per status. */
export const Route = createFileRoute('/_site/dashboard/repairs/')({
  component: RepairBoard,
});
