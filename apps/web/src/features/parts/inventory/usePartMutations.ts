import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../trpc.ts';
import { showErrorToast } from '../../toast/toast.ts';

/**
 * The inventory's changes: add, edit, mark sold, delete. Each reloads the list when it succeeds,
 * runs `done` (closing its dialog) and says in a toast when the server refused.
 */
export function usePartMutations(done: { saved: () => void; sold: () => void; deleted: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.parts.inventory.queryKey() });
  };
  const create = useMutation({
    ...trpc.parts.create.mutationOptions(),
    onSuccess: () => {
      refresh();
      done.saved();
    },
    onError: () => showErrorToast(t`Error creating part`),
  });
  const update = useMutation({
    ...trpc.parts.update.mutationOptions(),
    onSuccess: () => {
      refresh();
      done.saved();
    },
    onError: () => showErrorToast(t`Error updating part`),
  });
  const markSold = useMutation({
    ...trpc.parts.markSold.mutationOptions(),
    onSuccess: () => {
      refresh();
      done.sold();
    },
    onError: () => showErrorToast(t`Error marking part as sold`),
  });
  const remove = useMutation({
    ...trpc.parts.delete.mutationOptions(),
    onSuccess: refresh,
    onSettled: done.deleted,
    onError: () => showErrorToast(t`Error deleting part`),
  });
  return { create, update, markSold, remove };
}
