import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { PART_STATUSES, type PartStatus, SEARCH_MAX_LENGTH } from '@shop/contract';
import { IconSearch } from '@tabler/icons-react';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { usePartCategories } from './usePartCategories.ts';
import { useStatusLabel } from './useStatusLabel.ts';

/** What the manager narrows the inventory by; an empty value narrows nothing. */
export interface InventoryFilterValues {
  search: string;
  category: string;
  status: PartStatus | '';
}

/**
 * Search, category and status above the inventory. The server filters: the categories are the
 * managed list (in the dashboard's language), each status says how many parts it holds under the
 * other filters.
 */
export function InventoryFilters({
  filters,
  onChange,
  statusCounts,
}: {
  filters: InventoryFilterValues;
  onChange: (filters: InventoryFilterValues) => void;
  /** From the last page the server sent; none while the first loads. */
  statusCounts: Record<PartStatus, number> | undefined;
}) {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  const { number } = useDashboardFormats();
  const categories = usePartCategories();
  return (
    <Group grow align="flex-end" preventGrowOverflow={false}>
      <TextInput
        label={t`Search inventory`}
        description={t`Name, description, brand or part number`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.search}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(e) => onChange({ ...filters, search: e.currentTarget.value })}
        type="search"
      />
      <NativeSelect
        label={t`Category`}
        value={filters.category}
        onChange={(e) => onChange({ ...filters, category: e.currentTarget.value })}
        data={[{ value: '', label: t`All categories` }, ...categories.choices]}
      />
      <NativeSelect
        label={t`Status`}
        value={filters.status}
        onChange={(e) => onChange({ ...filters, status: e.currentTarget.value as PartStatus | '' })}
        data={[
          { value: '', label: t`All statuses` },
          ...PART_STATUSES.map((s) => ({
            value: s,
            label: statusCounts ? `${statusLabel(s)} (${number.format(statusCounts[s])})` : statusLabel(s),
          })),
        ]}
      />
    </Group>
  );
}
