import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RouterInputs, trpc } from '../../../trpc.ts';
import { showErrorToast } from '../../toast/toast.ts';
import type { AdminImage } from './ImageDialog.tsx';

/**
 * The carousel's changes: save (add or edit), show or hide, move, delete. Each reloads the
 * managers' list when it succeeds, runs `done` (closing its dialog) and says in a toast when the
 * server refused.
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
  const failed = (what: string) => () => showErrorToast(what);
  const create = useMutation({
    ...trpc.carousel.create.mutationOptions(),
    onSuccess: saved,
    onError: failed(t`Failed to add carousel image.`),
  });
  const update = useMutation({
    ...trpc.carousel.update.mutationOptions(),
    onSuccess: saved,
    onError: failed(t`Failed to update carousel image.`),
  });
  const move = useMutation({
    ...trpc.carousel.move.mutationOptions(),
    onSuccess: refresh,
    onError: failed(t`Failed to update carousel image.`),
  });
  const remove = useMutation({
    ...trpc.carousel.delete.mutationOptions(),
    onSuccess: refresh,
    onSettled: done.deleted,
    onError: failed(t`Failed to delete carousel image.`),
  });
  return {
    /** Edits `image`, or adds one when it is null. */
    save: (image: AdminImage | null, values: RouterInputs['carousel']['create']) =>
      image ? update.mutate({ id: image.id, image: values }) : create.mutate(values),
    saving: create.isPending || update.isPending,
    toggleVisible: (image: AdminImage) => update.mutate({ id: image.id, image: { isActive: !image.isActive } }),
    move: (image: AdminImage, direction: 'up' | 'down') => move.mutate({ id: image.id, direction }),
    remove: (image: AdminImage) => remove.mutate({ id: image.id }),
    removing: remove.isPending,
  };
}
