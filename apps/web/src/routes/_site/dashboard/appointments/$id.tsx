import { createFileRoute } from '@tanstack/react-router';
import { AppointmentDrawer } from '../../../../features/appointments/admin/AppointmentDrawer.tsx';

/** `/dashboard/appointments/42`: one appointment, over the list it was opened from. */
export const Route = createFileRoute('/_site/dashboard/appointments/$id')({
  component: function AppointmentRoute() {
    return <AppointmentDrawer id={Number(Route.useParams().id)} />;
  },
});
