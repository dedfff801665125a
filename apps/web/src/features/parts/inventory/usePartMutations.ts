import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type RouterInputs, type RouterOutputs, trpc } from '../../../trpc.ts';
import { showSuccessToast } from '../../toast/toast.ts';

/** A part as the managers' inventory lists it. */
export type InventoryPart = RouterOutputs['parts']['inventory']['items'][number];

/**
 * The inventory's changes: save (add or edit), sell, reserve, put back on offer (which undoes a
 * sale), delete. Each reads the inventory again, runs `done` (closing its dialog) when it
 * succeeds and says how it went in a toast.
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
  const inventory = [trpc.parts.inventory.queryKey(), trpc.overview.figures.queryKey()];
  // A part saved with a new category added it: the lists of categories and of missing Spanish grow.
  const withCategories = [...inventory, trpc.categories.list.queryKey(), trpc.content.missingSpanish.queryKey()];
  const create = useMutation(
    trpc.parts.create.mutationOptions({
      onSuccess: () => {
        done.added();
        done.saved();
      },
      meta: { refreshes: withCategories, done: t`Part added`, failed: t`Error creating part` },
    }),
  );
  const update = useMutation(
    trpc.parts.update.mutationOptions({
      onSuccess: done.saved,
      meta: { refreshes: withCategories, done: t`Part updated`, failed: t`Error updating part` },
    }),
  );
  const markSold = useMutation(
    trpc.parts.markSold.mutationOptions({
      onSuccess: done.sold,
      meta: { refreshes: inventory, done: t`Part marked as sold`, failed: t`Error marking part as sold` },
    }),
  );
  const setStatus = useMutation(
    trpc.parts.setStatus.mutationOptions({
      onSuccess: done.statusSet,
      meta: { refreshes: inventory, failed: t`Error changing the part’s status` },
    }),
  );
  const remove = useMutation(
    trpc.parts.delete.mutationOptions({
      onSettled: done.deleted,
      meta: { refreshes: inventory, done: t`Part deleted`, failed: t`Error deleting part` },
    }),
  );
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
