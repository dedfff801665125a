import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { ConfirmDialog } from '../../dashboard-kit/ConfirmDialog.tsx';
import { ListPager } from '../../dashboard-kit/ListPager.tsx';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { usePagedList } from '../../dashboard-kit/usePagedList.ts';
import { InventoryCard } from './InventoryCard.tsx';
import { InventoryFilters, type InventoryFilterValues } from './InventoryFilters.tsx';
import { InventoryList } from './InventoryList.tsx';
import { PartDialog } from './PartDialog.tsx';
import { SaleDialog } from './SaleDialog.tsx';
import { usePartCategories } from './usePartCategories.ts';
import { type InventoryPart, usePartMutations } from './usePartMutations.ts';

/** How long typing pauses before the search goes to the server. */
const SEARCH_PAUSE_MS = 300;

/**
 * Managers' parts inventory, one page at a time: the server searches, filters and pages it
 * (newest first). Add, edit, mark sold, reserve, undo a sale, delete; each reloads the page shown.
 */
export function PartsTab() {
  const { t } = useLingui();
  const { number } = useDashboardFormats();
  const [filters, setFilters] = useState<InventoryFilterValues>({ search: '', category: '', status: '' });
  const [search] = useDebouncedValue(filters.search.trim(), SEARCH_PAUSE_MS);
  const paged = usePagedList({
    ...(search ? { q: search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  });
  // The page shown stays while the next one loads: paging and filtering don't flash skeletons.
  const inventory = useQuery(trpc.parts.inventory.queryOptions(paged.query, { placeholderData: keepPreviousData }));
  const page = inventory.data;
  // The part dialog edits a part, or adds one when its subject is null.
  const editing = useDialog<InventoryPart | null>();
  const selling = useDialog<InventoryPart>();
  const deleting = useDialog<InventoryPart>();
  const undoingSale = useDialog<InventoryPart>();
  const changes = usePartMutations({
    saved: editing.close,
    added: paged.restart,
    sold: selling.close,
    statusSet: undoingSale.close,
    deleted: deleting.close,
  });
  const { nameOf } = usePartCategories();
  // A later page that its last parts left (deleted, or now filtered out) gives way to the first.
  const emptiedLaterPage = paged.firstRow > 0 && page?.items.length === 0 && !inventory.isPlaceholderData;
  useEffect(() => {
    if (emptiedLaterPage) paged.restart();
  }, [emptiedLaterPage, paged.restart]);
  const filtered = !!(search || filters.category || filters.status);

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
      <InventoryFilters filters={filters} onChange={setFilters} statusCounts={page?.statusCounts} />
      {page && (
        <Text size="sm" aria-live="polite">
          {page.total === 1 ? t`1 part` : t`${number.format(page.total)} parts`}
        </Text>
      )}
      <InventoryList
        loading={inventory.isPending}
        failed={inventory.isError}
        shown={page?.items.length}
        filtered={filtered}
      >
        {page?.items.map((part) => (
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
      {page && (
        <ListPager
          page={page}
          firstRow={paged.firstRow}
          onNext={() => paged.next(page)}
          onPrevious={() => paged.previous(page)}
          label={t`Inventory pages`}
        />
      )}

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
