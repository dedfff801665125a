import { useLingui } from '@lingui/react/macro';
import type { ShopSettings } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rootRouteId, useRouter } from '@tanstack/react-router';
import { trpc } from '../../../trpc.ts';
import { type FieldIssue, fieldIssues } from '../../dashboard-kit/server-issues.ts';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { showErrorToast, showToast } from '../../toast/toast.ts';

/**
 * Saving the settings: a toast either way; the server's per-field refusals go to `refused` so the
 * form shows each on its field.
 */
export function useSaveSettings({
  saved,
  refused,
}: {
  saved: (settings: ShopSettings) => void;
  refused: (issues: FieldIssue[]) => void;
}) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    ...trpc.settings.update.mutationOptions(),
    onSuccess: (settings) => {
      queryClient.setQueryData(trpc.settings.admin.queryKey(), settings);
      // The header and footer on this tab read the settings once per visit: read them again.
      void router.invalidate({ filter: (match) => match.routeId === rootRouteId });
      showToast({ color: 'green', title: t`Settings saved`, message: t`The public pages show them now.` });
      saved(settings);
    },
    onError: (error) => {
      const issues = fieldIssues(error, messages);
      if (issues.length > 0) {
        refused(issues);
        showErrorToast(t`Settings not saved`, t`Please correct the marked fields.`);
      } else showErrorToast(t`Settings not saved`, t`Please try again.`);
    },
  });
}
