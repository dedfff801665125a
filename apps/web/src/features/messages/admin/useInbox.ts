import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type RouterOutputs, trpc } from '../../../trpc.ts';

export type Message = RouterOutputs['messages']['list']['items'][number];

/**
 * What staff do to the inbox: mark, reply, delete. Each change reads the inbox again (the list,
 * the opened message, the counts, the tab's unread count) and the overview's figures; a failure is
 * a toast.
 */
export function useInbox() {
  const { t } = useLingui();
  const refreshes = [trpc.messages.pathKey(), trpc.overview.today.queryKey(), trpc.overview.figures.queryKey()];
  const failed = (title: string) => ({ title, message: t`Please try again.` });
  const remove = useMutation(
    trpc.messages.delete.mutationOptions({
      meta: { refreshes, done: t`Message deleted`, failed: failed(t`Failed to delete message`) },
    }),
  );
  const mark = useMutation(
    trpc.messages.setStatus.mutationOptions({ meta: { refreshes, failed: failed(t`Failed to update message`) } }),
  );
  const reply = useMutation(
    trpc.messages.reply.mutationOptions({
      meta: { refreshes, done: t`Reply sent`, failed: failed(t`Failed to send reply`) },
    }),
  );
  return { remove, mark, reply };
}
