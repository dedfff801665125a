import { useLingui } from '@lingui/react/macro';
import type { ShopSettings } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rootRouteId, useRouter } from '@tanstack/react-router';
import { trpc } from '../../../trpc.ts';
import { refusedFields } from '../../dashboard-kit/server-issues.ts';

/**
 * Saving the settings: a toast either way; the server's per-field refusals go to `refused` so the
 * form shows each on its field.
 */
export function useSaveSettings({
  saved,
  refused,
}: {
  saved: (settings: ShopSettings) => void;
  refused: (error: unknown) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (settings) => {
        queryClient.setQueryData(trpc.settings.admin.queryKey(), settings);
        // The header and footer on this tab read the settings once per visit: read them again.
        void router.invalidate({ filter: (match) => match.routeId === rootRouteId });
        saved(settings);
      },
      onError: refused,
      meta: {
        done: { title: t`Settings saved`, message: t`The public pages show them now.` },
        failed: (error) => ({
          title: t`Settings not saved`,
          message: refusedFields(error).length > 0 ? t`Please correct the marked fields.` : t`Please try again.`,
        }),
      },
    }),
  );
}
