import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../trpc.ts';
import { showErrorToast } from '../../toast/toast.ts';

/**
 * The carousel's changes: add, edit (and show/hide), move, delete. Each reloads the managers' list
 * when it succeeds, runs `done` (closing its dialog) and says in a toast when the server refused.
 */
export function useCarouselMutations(done: { saved: () => void; deleted: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The public home page loads its slides afresh on each visit (public-data.ts): only this list needs it.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.carousel.adminList.queryKey() });
  };
  const failed = (what: string) => () => showErrorToast(what);
  const create = useMutation({
    ...trpc.carousel.create.mutationOptions(),
    onSuccess: () => {
      refresh();
      done.saved();
    },
    onError: failed(t`Failed to add carousel image.`),
  });
  const update = useMutation({
    ...trpc.carousel.update.mutationOptions(),
    onSuccess: () => {
      refresh();
      done.saved();
    },
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
  return { create, update, move, remove };
}
