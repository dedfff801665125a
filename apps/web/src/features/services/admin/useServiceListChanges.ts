import { useLingui } from '@lingui/react/macro';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { type RouterOutputs, trpc } from '../../../trpc.ts';

/** A service as the managers' list has it. */
export type AdminService = RouterOutputs['services']['adminList'][number];

/** The list's own changes: show or hide a service, move it up or down. */
export function useServiceListChanges() {
  const { t } = useLingui();
  const refreshes = [trpc.services.adminList.queryKey()];
  const toggle = useMutation(
    trpc.services.update.mutationOptions({
      meta: {
        refreshes,
        done: (s: AdminService) => ({ title: s.isActive ? t`Service shown` : t`Service hidden`, message: s.name }),
        failed: t`Failed to save the service.`,
      },
    }),
  );
  // Moving renumbers the list 1, 2, 3…: services seeded or added with the same number get apart too.
  // One change per service whose place differs (two, after a swap), each a call of its own.
  const reorder = useMutation(
    trpc.services.update.mutationOptions({ meta: { refreshes, failed: t`Failed to move the service.` } }),
  );
  const moving = useIsMutating({ mutationKey: trpc.services.update.mutationKey() }) > 0 && !toggle.isPending;
  return {
    toggleActive: (service: AdminService) =>
      toggle.mutate({ id: service.id, service: { isActive: !service.isActive } }),
    move: (list: AdminService[], index: number, direction: 'up' | 'down') => {
      const other = direction === 'up' ? index - 1 : index + 1;
      if (other < 0 || other >= list.length) return;
      const next = [...list];
      [next[index], next[other]] = [next[other] as AdminService, next[index] as AdminService];
      next.forEach((service, i) => {
        if (service.order !== i + 1) reorder.mutate({ id: service.id, service: { order: i + 1 } });
      });
    },
    busy: toggle.isPending || moving,
  };
}
