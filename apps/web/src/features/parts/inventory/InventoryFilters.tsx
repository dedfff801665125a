import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { PART_STATUSES } from '@shop/contract';
import { IconSearch } from '@tabler/icons-react';
import { CategoryFilter } from '../CategoryFilter.tsx';
import type { PartFilters } from '../part-search.ts';
import { useStatusLabel } from './useStatusLabel.ts';

/** Search, category and status above the inventory. */
export function InventoryFilters({
  parts,
  filters,
  onChange,
  nameOf,
}: {
  parts: readonly { category: string }[] | undefined;
  filters: Required<PartFilters>;
  onChange: (filters: Required<PartFilters>) => void;
  /** A category's name in the dashboard's language. */
  nameOf: (category: string) => string;
}) {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  return (
    <Group grow align="flex-end" preventGrowOverflow={false}>
      <TextInput
        label={t`Search inventory`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.currentTarget.value })}
        type="search"
      />
      <CategoryFilter
        parts={parts}
        value={filters.category}
        onChange={(category) => onChange({ ...filters, category })}
        nameOf={nameOf}
      />
      <NativeSelect
        label={t`Status`}
        value={filters.status}
        onChange={(e) => onChange({ ...filters, status: e.currentTarget.value })}
        data={[
          { value: '', label: t`All statuses` },
          ...PART_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
        ]}
      />
    </Group>
  );
}
