import { createFileRoute } from '@tanstack/react-router';
import { RepairOrderList } from '../../../../features/repairs/admin/RepairOrderList.tsx';

/** `/dashboard/repairs/list?status=ready&q=camry&page=2&cursor=…`: every repair order, filters and page in the address. */
export const Route = createFileRoute('/_site/dashboard/repairs/list')({
  component: RepairOrderList,
});
