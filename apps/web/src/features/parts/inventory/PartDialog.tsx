import { useLingui } from '@lingui/react/macro';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import { PartForm, type PartOutput } from './PartForm.tsx';
import type { InventoryPart } from './usePartMutations.ts';

/** Add Part and Edit Part: the part rules, condition used by default. */
export function PartDialog({
  opened,
  part,
  busy,
  onSave,
  onClose,
}: {
  opened: boolean;
  part: InventoryPart | null;
  busy: boolean;
  onSave: (values: PartOutput) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <DashboardModal opened={opened} onClose={onClose} title={part ? t`Edit Part` : t`Add Part`} size="lg">
      <PartForm part={part} busy={busy} onSave={onSave} onCancel={onClose} />
    </DashboardModal>
  );
}
