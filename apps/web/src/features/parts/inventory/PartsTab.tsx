import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { readInventoryAddress } from '@shop/contract';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { trpc } from '../../../trpc.ts';
import { ConfirmDialog } from '../../dashboard-kit/ConfirmDialog.tsx';
import { useListSearch } from '../../dashboard-kit/ListSearchInput.tsx';
import { StaffList } from '../../dashboard-kit/StaffList.tsx';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { usePagedList } from '../../dashboard-kit/usePagedList.ts';
import { InventoryCard } from './InventoryCard.tsx';
import { InventoryFilters } from './InventoryFilters.tsx';
import { PartDialog } from './PartDialog.tsx';
import { SaleDialog } from './SaleDialog.tsx';
import { usePartCategories } from './usePartCategories.ts';
import { type InventoryPart, usePartMutations } from './usePartMutations.ts';

/**
 * `/dashboard/parts`: the managers' inventory, one page at a time, its search, category, status
 * and page in the address (`?status=sold&category=Transmissions&q=…`): the server searches,
 * filters and pages it (newest first). Add, edit, mark sold, reserve, undo a sale, delete; each
 * reloads the page shown.
 */
export function PartsTab() {
  const { t } = useLingui();
  const { number } = useDashboardFormats();
  const paged = usePagedList(readInventoryAddress, useSearch({ from: '/_site/dashboard/parts' }));
  const { q, category, status } = paged.filters;
  const typing = useListSearch(q, (next) => paged.filter({ q: next }, { replace: true }));
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
  const filtered = !!(q || category || status);

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
      <InventoryFilters
        filters={{ search: typing.text, category: category ?? '', status: status ?? '' }}
        onChange={(next) => {
          if (next.search !== typing.text) typing.setText(next.search);
          else paged.filter({ category: next.category || undefined, status: next.status || undefined });
        }}
        statusCounts={page?.statusCounts}
      />
      {page && (
        <Text size="sm" aria-live="polite">
          {page.total === 1 ? t`1 part` : t`${number.format(page.total)} parts`}
        </Text>
      )}
      <StaffList
        query={inventory}
        paging={paged}
        pagerLabel={t`Inventory pages`}
        loading={<InventorySkeletons />}
        failed={t`Error loading parts. Please try again later.`}
        empty={
          <Text ta="center" fw={600} py="xl">
            {filtered ? <Trans>No Parts Found</Trans> : <Trans>No Parts in Inventory</Trans>}
          </Text>
        }
      >
        {(parts) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-list="inventory">
            {parts.map((part) => (
              <InventoryCard
                key={part.id}
                part={part}
                categoryName={nameOf(part.category)}
                onEdit={() => editing.open(part)}
                onSell={() => selling.open(part)}
                onSetStatus={(next) => changes.setStatus(part, next)}
                onUndoSale={() => undoingSale.open(part)}
                onDelete={() => deleting.open(part)}
              />
            ))}
          </SimpleGrid>
        )}
      </StaffList>

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

/** The inventory's grid of cards while its first page comes. */
function InventorySkeletons() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} height={220} radius="md" />
      ))}
    </SimpleGrid>
  );
}
