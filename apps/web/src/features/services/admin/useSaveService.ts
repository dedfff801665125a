import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type RouterInputs, trpc } from '../../../trpc.ts';
import { refusedFields } from '../../dashboard-kit/server-issues.ts';
import type { AdminService } from './useServiceListChanges.ts';

/**
 * Saves the form: adds a service when `service` is null, else changes it. A refusal the form shows
 * on its fields (`refused`) needs no toast.
 */
export function useSaveService(
  service: AdminService | null,
  done: { saved: () => void; refused: (error: unknown) => void },
) {
  const { t } = useLingui();
  const refreshes = [trpc.services.adminList.queryKey()];
  const change = (saved: string, failed: string) => ({
    onSuccess: done.saved,
    onError: done.refused,
    meta: {
      refreshes,
      done: (result: { name: string }) => ({ title: saved, message: result.name }),
      failed: (error: unknown) => (refusedFields(error).length > 0 ? null : failed),
    },
  });
  const create = useMutation(
    trpc.services.create.mutationOptions(change(t`Service added`, t`Failed to add the service.`)),
  );
  const update = useMutation(
    trpc.services.update.mutationOptions(change(t`Service saved`, t`Failed to save the service.`)),
  );
  return {
    save: (values: RouterInputs['services']['create']) =>
      service ? update.mutate({ id: service.id, service: values }) : create.mutate(values),
    saving: create.isPending || update.isPending,
  };
}
