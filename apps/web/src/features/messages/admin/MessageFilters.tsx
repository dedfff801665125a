import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { MESSAGE_STATUSES, type MessageStatus } from '@shop/contract';
import { IconSearch } from '@tabler/icons-react';
import type { RouterOutputs } from '../../../trpc.ts';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';

type Counts = RouterOutputs['messages']['counts'];

/** Search and status above the inbox; each status says how many messages the search finds in it. */
export function MessageFilters({
  search,
  onSearch,
  status,
  onStatus,
  counts,
}: {
  search: string;
  onSearch: (search: string) => void;
  status: MessageStatus | '';
  onStatus: (status: MessageStatus | '') => void;
  /** Unknown while they load. */
  counts: Counts | undefined;
}) {
  const { t } = useLingui();
  const { number } = useDashboardFormats();
  const statusLabel: Record<MessageStatus, string> = { unread: t`Unread`, read: t`Read`, replied: t`Replied` };
  const counted = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${number.format(count)})`;
  return (
    <Group grow align="flex-end" preventGrowOverflow={false} mb="md">
      <TextInput
        label={t`Search messages`}
        description={t`Name, email, phone, subject or text`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        type="search"
        maxLength={100}
      />
      <NativeSelect
        label={t`Status`}
        value={status}
        onChange={(e) => onStatus(e.currentTarget.value as MessageStatus | '')}
        data={[
          { value: '', label: counted(t`All messages`, counts?.all) },
          ...MESSAGE_STATUSES.map((s) => ({ value: s, label: counted(statusLabel[s], counts?.[s]) })),
        ]}
      />
    </Group>
  );
}
