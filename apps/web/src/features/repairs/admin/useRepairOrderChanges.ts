import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { useRepairRefusalText } from './repair-words.ts';
import { repairRefreshes } from './useRepairStep.ts';

export type RepairOrder = RouterOutputs['repairOrders']['get'];
export type RepairLine = RepairOrder['lines'][number];

/**
 * The changes made on a repair order's screen: its lines and the estimate. Each refreshes the
 * repair order (and the board, the list and the overview) and says how it went; a refusal says
 * why in the staff member's language. A line form's own field issues stay on its fields.
 */
export function useRepairOrderChanges() {
  const { t } = useLingui();
  const refusalText = useRepairRefusalText();
  const refreshes = repairRefreshes();
  const refused = (title: string) => (error: unknown) => ({ title, message: refusalText(error) });
  const removeLine = useMutation(
    trpc.repairOrders.removeLine.mutationOptions({
      meta: { refreshes, done: t`Line removed`, failed: refused(t`The line was not removed`) },
    }),
  );
  const addPhoto = useMutation(
    trpc.repairOrders.updateLine.mutationOptions({
      meta: { refreshes, done: t`Photo added`, failed: refused(t`The photo was not added`) },
    }),
  );
  const sendEstimate = useMutation(
    trpc.repairOrders.sendEstimate.mutationOptions({
      meta: {
        refreshes,
        done: (sent: { version: number }) => t`Estimate version ${sent.version} sent to the customer`,
        failed: refused(t`The estimate was not sent`),
      },
    }),
  );
  return { removeLine, addPhoto, sendEstimate, refusalText };
}
