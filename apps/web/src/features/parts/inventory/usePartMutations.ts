import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RouterInputs, trpc } from '../../../trpc.ts';
import { showErrorToast } from '../../toast/toast.ts';
import type { InventoryPart } from './PartDialog.tsx';

/**
 * The inventory's changes: save (add or edit), sell, delete. Each reloads the list when it
 * succeeds, runs `done` (closing its dialog) and says in a toast when the server refused.
 */
export function usePartMutations(done: { saved: () => void; sold: () => void; deleted: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.parts.inventory.queryKey() });
  };
  const reloadAnd = (close: () => void) => () => {
    refresh();
    close();
  };
  const create = useMutation({
    ...trpc.parts.create.mutationOptions(),
    onSuccess: reloadAnd(done.saved),
    onError: () => showErrorToast(t`Error creating part`),
  });
  const update = useMutation({
    ...trpc.parts.update.mutationOptions(),
    onSuccess: reloadAnd(done.saved),
    onError: () => showErrorToast(t`Error updating part`),
  });
  const markSold = useMutation({
    ...trpc.parts.markSold.mutationOptions(),
    onSuccess: reloadAnd(done.sold),
    onError: () => showErrorToast(t`Error marking part as sold`),
  });
  const remove = useMutation({
    ...trpc.parts.delete.mutationOptions(),
    onSuccess: refresh,
    onSettled: done.deleted,
    onError: () => showErrorToast(t`Error deleting part`),
  });
  return {
    /** Edits `part`, or adds a part when it is null. */
    save: (part: InventoryPart | null, values: RouterInputs['parts']['create']) =>
      part ? update.mutate({ id: part.id, part: values }) : create.mutate(values),
    saving: create.isPending || update.isPending,
    sell: (part: InventoryPart, sale: RouterInputs['parts']['markSold']['sale']) =>
      markSold.mutate({ id: part.id, sale }),
    selling: markSold.isPending,
    remove: (part: InventoryPart) => remove.mutate({ id: part.id }),
    removing: remove.isPending,
  };
}
