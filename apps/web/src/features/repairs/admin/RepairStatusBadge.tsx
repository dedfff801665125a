import { Badge } from '@mantine/core';
import type { RepairOrderStatus } from '@shop/contract';
import { useRepairStatusLabel } from './repair-words.ts';

/** The colour of each step: waiting on the customer yellow, their yes green, their no and cancelled dark, work blue. */
const COLOURS: Record<RepairOrderStatus, string> = {
  'checked-in': 'gray.7',
  diagnosing: 'indigo.8',
  'awaiting-approval': 'yellow.4',
  approved: '#166534',
  declined: 'red.9',
  'in-repair': 'blue.9',
  'waiting-parts': 'orange.9',
  ready: 'teal.9',
  'picked-up': 'dark.6',
  cancelled: 'gray.7',
};

export function RepairStatusBadge({ status }: { status: RepairOrderStatus }) {
  const statusLabel = useRepairStatusLabel();
  return (
    <Badge color={COLOURS[status]} variant="filled" autoContrast data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
