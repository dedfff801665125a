import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconBookmark, IconBookmarkOff, IconCash, IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { InventoryPart } from './usePartMutations.ts';

export interface PartActionHandlers {
  onEdit: () => void;
  onSell: () => void;
  /** Reserved, or available again from reserved. */
  onSetStatus: (status: 'available' | 'reserved') => void;
  /** Asks first, then puts a sold part back on offer without its sale. */
  onUndoSale: () => void;
  onDelete: () => void;
}

/** What a manager can do with a part in its status: sell or reserve it, free it, undo its sale. */
export function InventoryActions({ part, ...on }: { part: InventoryPart } & PartActionHandlers) {
  const { t } = useLingui();
  const action = (label: string, icon: ReactNode, onClick: () => void, text: ReactNode) => (
    <Button size="xs" variant="default" leftSection={icon} onClick={onClick} aria-label={label}>
      {text}
    </Button>
  );
  const icon = (Icon: typeof IconEdit) => <Icon size={14} aria-hidden />;
  return (
    <Group gap="xs" mt="sm">
      {action(t`Edit: ${part.name}`, icon(IconEdit), on.onEdit, <Trans>Edit</Trans>)}
      {part.status === 'available' && (
        <>
          {action(t`Mark Sold: ${part.name}`, icon(IconCash), on.onSell, <Trans>Mark Sold</Trans>)}
          {action(
            t`Reserve: ${part.name}`,
            icon(IconBookmark),
            () => on.onSetStatus('reserved'),
            <Trans>Reserve</Trans>,
          )}
        </>
      )}
      {part.status === 'reserved' &&
        action(
          t`Make available: ${part.name}`,
          icon(IconBookmarkOff),
          () => on.onSetStatus('available'),
          <Trans>Make available</Trans>,
        )}
      {part.status === 'sold' &&
        action(t`Undo sale: ${part.name}`, icon(IconArrowBackUp), on.onUndoSale, <Trans>Undo sale</Trans>)}
      <Button
        size="xs"
        variant="default"
        color="red"
        leftSection={icon(IconTrash)}
        onClick={on.onDelete}
        aria-label={t`Delete: ${part.name}`}
      >
        <Trans>Delete</Trans>
      </Button>
    </Group>
  );
}
