import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type RouterInputs, type RouterOutputs, trpc } from '../../../trpc.ts';

/** A carousel image as the managers' list has it. */
export type AdminImage = RouterOutputs['carousel']['adminList'][number];

/**
 * The carousel's changes: save (add or edit), show or hide, move, delete. Each reads the managers'
 * list again, runs `done` (closing its dialog) when it succeeds and says how it went in a toast.
 */
export function useCarouselMutations(done: { saved: () => void; deleted: () => void }) {
  const { t } = useLingui();
  // The public home page loads its slides afresh on each visit (public-data.ts): only this list needs it.
  const refreshes = [trpc.carousel.adminList.queryKey()];
  const failed = t`Failed to update carousel image.`;
  const create = useMutation(
    trpc.carousel.create.mutationOptions({
      onSuccess: done.saved,
      meta: { refreshes, done: t`Image added`, failed: t`Failed to add carousel image.` },
    }),
  );
  const update = useMutation(
    trpc.carousel.update.mutationOptions({
      onSuccess: done.saved,
      meta: { refreshes, done: t`Image updated`, failed },
    }),
  );
  // Showing or hiding is a one-click edit from the list: its toast says which it was.
  const visibility = useMutation(
    trpc.carousel.update.mutationOptions({
      meta: { refreshes, done: (image: AdminImage) => (image.isActive ? t`Image shown` : t`Image hidden`), failed },
    }),
  );
  const move = useMutation(trpc.carousel.move.mutationOptions({ meta: { refreshes, failed } }));
  const remove = useMutation(
    trpc.carousel.delete.mutationOptions({
      onSettled: done.deleted,
      meta: { refreshes, done: t`Image deleted`, failed: t`Failed to delete carousel image.` },
    }),
  );
  return {
    /** Edits `image`, or adds one when it is null. */
    save: (image: AdminImage | null, values: RouterInputs['carousel']['create']) =>
      image ? update.mutate({ id: image.id, image: values }) : create.mutate(values),
    saving: create.isPending || update.isPending,
    toggleVisible: (image: AdminImage) => visibility.mutate({ id: image.id, image: { isActive: !image.isActive } }),
    /** Which image is being shown or hidden, or moved: its buttons show it. */
    busyWith: visibility.isPending ? visibility.variables?.id : move.isPending ? move.variables?.id : undefined,
    move: (image: AdminImage, direction: 'up' | 'down') => move.mutate({ id: image.id, direction }),
    remove: (image: AdminImage) => remove.mutate({ id: image.id }),
    removing: remove.isPending,
  };
}
