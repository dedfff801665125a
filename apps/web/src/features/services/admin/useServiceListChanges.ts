import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RouterOutputs, trpc, trpcClient } from '../../../trpc.ts';
import { showErrorToast, showToast } from '../../toast/toast.ts';

/** A service as the managers' list has it. */
export type AdminService = RouterOutputs['services']['adminList'][number];

/** The list's own changes: show or hide a service, move it up or down. */
export function useServiceListChanges() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.services.adminList.queryKey() });
  const toggle = useMutation({
    ...trpc.services.update.mutationOptions(),
    onSuccess: (s) => {
      void refresh();
      showToast({ color: 'green', title: s.isActive ? t`Service shown` : t`Service hidden`, message: s.name });
    },
    onError: () => showErrorToast(t`Failed to save the service.`),
  });
  // Moving renumbers the list 1, 2, 3…: services seeded or added with the same number get apart too.
  const reorder = useMutation({
    mutationKey: trpc.services.update.mutationKey(),
    mutationFn: (changes: { id: number; order: number }[]) =>
      Promise.all(changes.map(({ id, order }) => trpcClient.services.update.mutate({ id, service: { order } }))),
    onSuccess: () => void refresh(),
    onError: () => {
      void refresh();
      showErrorToast(t`Failed to move the service.`);
    },
  });
  return {
    toggleActive: (service: AdminService) =>
      toggle.mutate({ id: service.id, service: { isActive: !service.isActive } }),
    move: (list: AdminService[], index: number, direction: 'up' | 'down') => {
      const other = direction === 'up' ? index - 1 : index + 1;
      if (other < 0 || other >= list.length) return;
      const next = [...list];
      [next[index], next[other]] = [next[other] as AdminService, next[index] as AdminService];
      reorder.mutate(next.map((s, i) => ({ id: s.id, order: i + 1 })).filter((c, i) => next[i]?.order !== c.order));
    },
    busy: toggle.isPending || reorder.isPending,
  };
}
