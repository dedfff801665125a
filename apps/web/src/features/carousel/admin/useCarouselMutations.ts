import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RouterInputs, type RouterOutputs, trpc } from '../../../trpc.ts';
import { toastsFor } from '../../dashboard-kit/mutation-toasts.ts';
import { showErrorToast, showSuccessToast } from '../../toast/toast.ts';

/** A carousel image as the managers' list has it. */
export type AdminImage = RouterOutputs['carousel']['adminList'][number];

/**
 * The carousel's changes: save (add or edit), show or hide, move, delete. Each reloads the
 * managers' list when it succeeds, runs `done` (closing its dialog) and says how it went in a toast.
 */
export function useCarouselMutations(done: { saved: () => void; deleted: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The public home page loads its slides afresh on each visit (public-data.ts): only this list needs it.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.carousel.adminList.queryKey() });
  };
  const saved = () => {
    refresh();
    done.saved();
  };
  const create = useMutation({
    ...trpc.carousel.create.mutationOptions(),
    ...toastsFor(t`Image added`, t`Failed to add carousel image.`, saved),
  });
  const update = useMutation({
    ...trpc.carousel.update.mutationOptions(),
    ...toastsFor(t`Image updated`, t`Failed to update carousel image.`, saved),
  });
  // Showing or hiding is a one-click edit from the list: its toast says which it was.
  const visibility = useMutation({
    ...trpc.carousel.update.mutationOptions(),
    onSuccess: (image) => {
      refresh();
      showSuccessToast(image.isActive ? t`Image shown` : t`Image hidden`);
    },
    onError: () => showErrorToast(t`Failed to update carousel image.`),
  });
  const move = useMutation({
    ...trpc.carousel.move.mutationOptions(),
    ...toastsFor(null, t`Failed to update carousel image.`, refresh),
  });
  const remove = useMutation({
    ...trpc.carousel.delete.mutationOptions(),
    ...toastsFor(t`Image deleted`, t`Failed to delete carousel image.`, refresh),
    onSettled: done.deleted,
  });
  return {
    /** Edits `image`, or adds one when it is null. */
    save: (image: AdminImage | null, values: RouterInputs['carousel']['create']) =>
      image ? update.mutate({ id: image.id, image: values }) : create.mutate(values),
    saving: create.isPending || update.isPending,
    toggleVisible: (image: AdminImage) => visibility.mutate({ id: image.id, image: { isActive: !image.isActive } }),
    move: (image: AdminImage, direction: 'up' | 'down') => move.mutate({ id: image.id, direction }),
    remove: (image: AdminImage) => remove.mutate({ id: image.id }),
    removing: remove.isPending,
  };
}
