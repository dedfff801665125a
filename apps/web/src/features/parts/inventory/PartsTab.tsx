import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PART_STATUSES } from '@shop/contract';
import { IconCash, IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { ConfirmDialog } from '../../dashboard/ConfirmDialog.tsx';
import { useDashboardFormats } from '../../dashboard/useDashboardFormats.ts';
import { useDialog } from '../../dashboard/useDialog.ts';
import { showErrorToast } from '../../toast/toast.ts';
import { CategoryFilter } from '../CategoryFilter.tsx';
import { type InventoryPart, PartDialog } from './PartDialog.tsx';
import { SaleDialog } from './SaleDialog.tsx';

/** Managers' parts inventory: add, edit, mark sold, delete; search and filters. */
export function PartsTab() {
  const { t } = useLingui();
  const { money, date } = useDashboardFormats();
  const queryClient = useQueryClient();
  const inventory = useQuery(trpc.parts.inventory.queryOptions());
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  // The part dialog edits a part, or adds one when its subject is null.
  const editing = useDialog<InventoryPart | null>();
  const selling = useDialog<InventoryPart>();
  const deleting = useDialog<InventoryPart>();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.parts.inventory.queryKey() });
  };
  const create = useMutation({
    ...trpc.parts.create.mutationOptions(),
    onSuccess: () => {
      refresh();
      editing.close();
    },
    onError: () => showErrorToast(t`Error creating part`),
  });
  const update = useMutation({
    ...trpc.parts.update.mutationOptions(),
    onSuccess: () => {
      refresh();
      editing.close();
    },
    onError: () => showErrorToast(t`Error updating part`),
  });
  const markSold = useMutation({
    ...trpc.parts.markSold.mutationOptions(),
    onSuccess: () => {
      refresh();
      selling.close();
    },
    onError: () => showErrorToast(t`Error marking part as sold`),
  });
  const remove = useMutation({
    ...trpc.parts.delete.mutationOptions(),
    onSuccess: refresh,
    onSettled: deleting.close,
    onError: () => showErrorToast(t`Error deleting part`),
  });

  const statusLabel: Record<string, string> = { available: t`Available`, sold: t`Sold`, reserved: t`Reserved` };
  const conditionLabel: Record<string, string> = { new: t`New`, used: t`Used`, refurbished: t`Refurbished` };
  const all = inventory.data ?? [];
  const q = search.trim().toLowerCase();
  const shown = all.filter(
    (p) =>
      (!category || p.category === category) &&
      (!status || p.status === status) &&
      (!q || [p.name, p.description, p.brand, p.partNumber].some((f) => f?.toLowerCase().includes(q))),
  );

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
      <Group grow align="flex-end" preventGrowOverflow={false}>
        <TextInput
          label={t`Search inventory`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
        />
        <CategoryFilter parts={inventory.data} value={category} onChange={setCategory} />
        <NativeSelect
          label={t`Status`}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value)}
          data={[
            { value: '', label: t`All statuses` },
            ...PART_STATUSES.map((s) => ({ value: s, label: statusLabel[s] ?? s })),
          ]}
        />
      </Group>
      {inventory.data && (
        <Text size="sm" aria-live="polite">
          {t`${shown.length} of ${all.length} parts`}
        </Text>
      )}

      {inventory.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={i} height={220} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {inventory.isError && (
        <Alert color="red" role="alert">
          <Trans>Error loading parts. Please try again later.</Trans>
        </Alert>
      )}
      {inventory.data && all.length === 0 && (
        <Text ta="center" fw={600} py="xl">
          <Trans>No Parts in Inventory</Trans>
        </Text>
      )}
      {inventory.data && all.length > 0 && shown.length === 0 && (
        <Text ta="center" fw={600} py="xl">
          <Trans>No Parts Found</Trans>
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shown.map((part) => (
          <Card key={part.id} withBorder padding="md" component="article" aria-label={part.name}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={3} size="h5">
                {part.name}
              </Title>
              <Badge
                variant="filled"
                autoContrast
                style={{ flexShrink: 0 }}
                color={part.status === 'sold' ? 'gray.7' : part.status === 'reserved' ? 'yellow.4' : '#166534'}
              >
                {statusLabel[part.status]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {[part.category, part.brand, part.partNumber && `#${part.partNumber}`, conditionLabel[part.condition]]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Text fw={700} mt={4}>
              {money.format(Number(part.price))}
            </Text>
            {part.status === 'sold' && (
              <Text size="sm" mt={4}>
                {t`Sold for ${money.format(Number(part.salePrice ?? 0))} to ${part.soldTo ?? ''}`}
                {part.soldDate ? ` · ${date.format(new Date(part.soldDate))}` : ''}
                {part.soldNotes ? ` · ${part.soldNotes}` : ''}
              </Text>
            )}
            <Group gap="xs" mt="sm">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconEdit size={14} aria-hidden />}
                onClick={() => editing.open(part)}
                aria-label={t`Edit: ${part.name}`}
              >
                <Trans>Edit</Trans>
              </Button>
              {part.status === 'available' && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconCash size={14} aria-hidden />}
                  onClick={() => selling.open(part)}
                  aria-label={t`Mark Sold: ${part.name}`}
                >
                  <Trans>Mark Sold</Trans>
                </Button>
              )}
              <Button
                size="xs"
                variant="default"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => deleting.open(part)}
                aria-label={t`Delete: ${part.name}`}
              >
                <Trans>Delete</Trans>
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>

      <PartDialog
        opened={editing.opened}
        part={editing.subject}
        busy={create.isPending || update.isPending}
        onClose={editing.close}
        onSave={(values) =>
          editing.subject ? update.mutate({ id: editing.subject.id, part: values }) : create.mutate(values)
        }
      />
      <SaleDialog
        opened={selling.opened}
        partName={selling.subject?.name ?? ''}
        busy={markSold.isPending}
        onClose={selling.close}
        onSave={(sale) => selling.subject && markSold.mutate({ id: selling.subject.id, sale })}
      />
      <ConfirmDialog
        opened={deleting.opened}
        title={t`Delete part`}
        message={t`Are you sure you want to delete this part?`}
        busy={remove.isPending}
        onCancel={deleting.close}
        onConfirm={() => deleting.subject && remove.mutate({ id: deleting.subject.id })}
      />
    </Stack>
  );
}
