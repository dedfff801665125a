import { createFileRoute } from '@tanstack/react-router';
import { MessagesTab } from '../../../features/messages/admin/MessagesTab.tsx';

/** `/dashboard/messages?status=unread&q=brakes&page=2&cursor=…`: the inbox, its filters and page in the address. */
export const Route = createFileRoute('/_site/dashboard/messages')({
  staticData: { needs: 'supervisor' },
  component: MessagesTab,
});
