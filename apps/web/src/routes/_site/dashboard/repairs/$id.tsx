import { createFileRoute } from '@tanstack/react-router';
import { RepairOrderScreen } from '../../../../features/repairs/admin/RepairOrderScreen.tsx';

/** `/dashboard/repairs/42`: one repair order, whole. */
export const Route = createFileRoute('/_site/dashboard/repairs/$id')({
  component: function RepairOrderRoute() {
    return <RepairOrderScreen id={Number(Route.useParams().id)} />;
  },
});
