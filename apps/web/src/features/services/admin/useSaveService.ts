import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RouterInputs, trpc } from '../../../trpc.ts';
import { showErrorToast, showToast } from '../../toast/toast.ts';
import type { AdminService } from './useServiceListChanges.ts';

/**
 * Saves the form: adds a service when `service` is null, else changes it. A refusal the form can
 * show on its fields (`refused` answers true) needs no toast.
 */
export function useSaveService(
  service: AdminService | null,
  done: { saved: () => void; refused: (error: unknown) => boolean },
) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const saved = (title: string) => (result: { name: string }) => {
    void queryClient.invalidateQueries({ queryKey: trpc.services.adminList.queryKey() });
    showToast({ color: 'green', title, message: result.name });
    done.saved();
  };
  const failed = (title: string) => (error: unknown) => {
    if (!done.refused(error)) showErrorToast(title);
  };
  const create = useMutation({
    ...trpc.services.create.mutationOptions(),
    onSuccess: saved(t`Service added`),
    onError: failed(t`Failed to add the service.`),
  });
  const update = useMutation({
    ...trpc.services.update.mutationOptions(),
    onSuccess: saved(t`Service saved`),
    onError: failed(t`Failed to save the service.`),
  });
  return {
    save: (values: RouterInputs['services']['create']) =>
      service ? update.mutate({ id: service.id, service: values }) : create.mutate(values),
    saving: create.isPending || update.isPending,
  };
}
