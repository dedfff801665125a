import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { showErrorToast } from '../../toast/toast.ts';

export type Message = RouterOutputs['messages']['list']['items'][number];

/** What staff do to the inbox: mark, reply, delete; a failure is a toast. */
export function useInbox({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // Every inbox change shows in the list, the tab's unread count and the overview.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.messages.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.overview.today.queryKey() });
  };
  const remove = useMutation({
    ...trpc.messages.delete.mutationOptions(),
    onSettled: onDeleted,
    onSuccess: refresh,
    onError: () => showErrorToast(t`Failed to delete message`, t`Please try again.`),
  });
  const mark = useMutation({
    ...trpc.messages.setStatus.mutationOptions(),
    onSuccess: refresh,
    onError: () => showErrorToast(t`Failed to update message`, t`Please try again.`),
  });
  const reply = useMutation({
    ...trpc.messages.reply.mutationOptions(),
    onSuccess: refresh,
    onError: () => showErrorToast(t`Failed to send reply`, t`Please try again.`),
  });
  return { remove, mark, reply };
}
