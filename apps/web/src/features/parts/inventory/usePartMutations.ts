import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RouterInputs, type RouterOutputs, trpc } from '../../../trpc.ts';
import { toastsFor } from '../../dashboard-kit/mutation-toasts.ts';
import { showErrorToast, showSuccessToast } from '../../toast/toast.ts';

/** A part as the managers' inventory lists it. */
export type InventoryPart = RouterOutputs['parts']['inventory']['items'][number];

/**
 * The inventory's changes: save (add or edit), sell, reserve, put back on offer (which undoes a
 * sale), delete. Each reloads the page shown when it succeeds, runs `done` (closing its dialog)
 * and says how it went in a toast.
 */
export function usePartMutations(done: {
  saved: () => void;
  /** After a part is added (it is the newest: on top of the first page). */
  added: () => void;
  sold: () => void;
  statusSet: () => void;
  deleted: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.parts.inventory.queryKey() });
  };
  // A part saved with a new category added it: the lists of categories and of missing Spanish grow.
  const refreshCategories = () => {
    for (const queryKey of [trpc.categories.list.queryKey(), trpc.content.missingSpanish.queryKey()]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  const reloadAnd = (close: () => void) => () => {
    refresh();
    close();
  };
  const create = useMutation({
    ...trpc.parts.create.mutationOptions(),
    ...toastsFor(t`Part added`, t`Error creating part`, () => {
      done.added();
      refreshCategories();
      reloadAnd(done.saved)();
    }),
  });
  const update = useMutation({
    ...trpc.parts.update.mutationOptions(),
    ...toastsFor(t`Part updated`, t`Error updating part`, () => {
      refreshCategories();
      reloadAnd(done.saved)();
    }),
  });
  const markSold = useMutation({
    ...trpc.parts.markSold.mutationOptions(),
    ...toastsFor(t`Part marked as sold`, t`Error marking part as sold`, reloadAnd(done.sold)),
  });
  const setStatus = useMutation({
    ...trpc.parts.setStatus.mutationOptions(),
    onSuccess: reloadAnd(done.statusSet),
    onError: () => showErrorToast(t`Error changing the part’s status`),
  });
  const remove = useMutation({
    ...trpc.parts.delete.mutationOptions(),
    ...toastsFor(t`Part deleted`, t`Error deleting part`, refresh),
    onSettled: done.deleted,
  });
  return {
    /** Edits `part`, or adds a part when it is null. */
    save: (part: InventoryPart | null, values: RouterInputs['parts']['create']) =>
      part ? update.mutate({ id: part.id, part: values }) : create.mutate(values),
    saving: create.isPending || update.isPending,
    sell: (part: InventoryPart, sale: RouterInputs['parts']['markSold']['sale']) =>
      markSold.mutate({ id: part.id, sale }),
    selling: markSold.isPending,
    /** Reserved, or available again (from sold: the sale is undone and its details cleared). */
    setStatus: (part: InventoryPart, status: 'available' | 'reserved') =>
      setStatus.mutate(
        { id: part.id, status },
        {
          // Undoing a sale is more than "available again": the toast says what the part was.
          onSuccess: () =>
            showSuccessToast(
              status === 'reserved'
                ? t`Part reserved`
                : part.status === 'sold'
                  ? t`Sale undone`
                  : t`Part available again`,
            ),
        },
      ),
    settingStatus: setStatus.isPending,
    remove: (part: InventoryPart) => remove.mutate({ id: part.id }),
    removing: remove.isPending,
  };
}
