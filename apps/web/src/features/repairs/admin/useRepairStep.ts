import { useLingui } from '@lingui/react/macro';
import type { RepairOrderStatus } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../trpc.ts';
import { useRepairRefusalText, useRepairStatusLabel } from './repair-words.ts';

/** What a change to repair orders makes stale: every repair order query (board, list, one) and the overview. */
export const repairRefreshes = () => [trpc.repairOrders.pathKey(), trpc.overview.pathKey()];

/**
 * Moving a repair order to another status (a card dropped on a column, a step's button). A step
 * that doesn't follow is the server's to refuse: its reason is the toast, and the board is read
 * again either way.
 */
export function useRepairStep() {
  const { t } = useLingui();
  const refusalText = useRepairRefusalText();
  const statusLabel = useRepairStatusLabel();
  const step = useMutation(
    trpc.repairOrders.update.mutationOptions({
      meta: {
        refreshes: repairRefreshes(),
        done: (answer: { number: string; status: RepairOrderStatus }) =>
          t`${answer.number}: ${statusLabel(answer.status)}`,
        failed: (error) => ({ title: t`The repair order was not moved`, message: refusalText(error) }),
      },
    }),
  );
  return {
    step,
    move: (id: number, status: RepairOrderStatus) => step.mutate({ id, change: { status } }),
    /** The repair order whose move is on its way. */
    movingId: step.isPending ? Number(step.variables?.id) : undefined,
  };
}
