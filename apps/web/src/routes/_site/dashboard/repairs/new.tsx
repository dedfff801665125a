import { createFileRoute } from '@tanstack/react-router';
import { NewRepairOrder } from '../../../../features/repairs/admin/NewRepairOrder.tsx';

/** `/dashboard/repairs/new`: a walk-in's car checked in. */
export const Route = createFileRoute('/_site/dashboard/repairs/new')({
  component: NewRepairOrder,
});
