import { createFileRoute } from '@tanstack/react-router';
import { MessageDrawer } from '../../../../features/messages/admin/MessageDrawer.tsx';

/** `/dashboard/messages/42`: one message, over the inbox it was opened from. */
export const Route = createFileRoute('/_site/dashboard/messages/$id')({
  component: function MessageRoute() {
    return <MessageDrawer id={Number(Route.useParams().id)} />;
  },
});
