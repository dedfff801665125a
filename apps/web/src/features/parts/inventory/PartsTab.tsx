import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { ConfirmDialog } from '../../dashboard/ConfirmDialog.tsx';
import { useDialog } from '../../dashboard/useDialog.ts';
import { filterParts } from '../part-search.ts';
import { InventoryCard } from './InventoryCard.tsx';
import { InventoryFilters } from './InventoryFilters.tsx';
import { InventoryList } from './InventoryList.tsx';
import { type InventoryPart, PartDialog } from './PartDialog.tsx';
import { SaleDialog } from './SaleDialog.tsx';
import { usePartCategories } from './usePartCategories.ts';
import { usePartMutations } from './usePartMutations.ts';

/** Managers' parts inventory: add, edit, mark sold, reserve, undo a sale, delete; search and filters. */
export function PartsTab() {
  const { t } = useLingui();
  const inventory = useQuery(trpc.parts.inventory.queryOptions());
  const [filters, setFilters] = useState({ search: '', category: '', status: '' });
  // The part dialog edits a part, or adds one when its subject is null.
  const editing = useDialog<InventoryPart | null>();
  const selling = useDialog<InventoryPart>();
  const deleting = useDialog<InventoryPart>();
  const undoingSale = useDialog<InventoryPart>();
  const changes = usePartMutations({
    saved: editing.close,
    sold: selling.close,
    statusSet: undoingSale.close,
    deleted: deleting.close,
  });
  const { nameOf } = usePartCategories();
  const all = inventory.data ?? [];
  const shown = filterParts(all, filters, { byPartNumber: true });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          <Trans>Parts Inventory</Trans>
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => editing.open(null)}>
          <Trans>Add Part</Trans>
        </Button>
      </Group>
      <InventoryFilters parts={inventory.data} filters={filters} onChange={setFilters} nameOf={nameOf} />
      {inventory.data && (
        <Text size="sm" aria-live="polite">
          {t`${shown.length} of ${all.length} parts`}
        </Text>
      )}
      <InventoryList
        loading={inventory.isPending}
        failed={inventory.isError}
        total={inventory.data?.length}
        shown={shown.length}
      >
        {shown.map((part) => (
          <InventoryCard
            key={part.id}
            part={part}
            categoryName={nameOf(part.category)}
            onEdit={() => editing.open(part)}
            onSell={() => selling.open(part)}
            onSetStatus={(status) => changes.setStatus(part, status)}
            onUndoSale={() => undoingSale.open(part)}
            onDelete={() => deleting.open(part)}
          />
        ))}
      </InventoryList>

      <PartDialog
        opened={editing.opened}
        part={editing.subject}
        busy={changes.saving}
        onClose={editing.close}
        onSave={(values) => changes.save(editing.subject, values)}
      />
      <SaleDialog
        opened={selling.opened}
        partName={selling.subject?.name ?? ''}
        busy={changes.selling}
        onClose={selling.close}
        onSave={(sale) => selling.subject && changes.sell(selling.subject, sale)}
      />
      <ConfirmDialog
        opened={undoingSale.opened}
        title={t`Undo sale`}
        message={t`Put ${undoingSale.subject?.name ?? ''} back on offer? Its sale price, buyer, notes and date will be cleared.`}
        confirmLabel={t`Undo sale`}
        busy={changes.settingStatus}
        onCancel={undoingSale.close}
        onConfirm={() => undoingSale.subject && changes.setStatus(undoingSale.subject, 'available')}
      />
      <ConfirmDialog
        opened={deleting.opened}
        title={t`Delete part`}
        message={t`Are you sure you want to delete this part?`}
        busy={changes.removing}
        onCancel={deleting.close}
        onConfirm={() => deleting.subject && changes.remove(deleting.subject)}
      />
    </Stack>
  );
}
