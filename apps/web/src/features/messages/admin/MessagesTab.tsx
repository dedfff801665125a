import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MessageStatus } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { useCurrentUser } from '../../auth/session.ts';
import { ConfirmDialog } from '../../dashboard-kit/ConfirmDialog.tsx';
import { ListPager } from '../../dashboard-kit/ListPager.tsx';
import { ListSkeletons } from '../../dashboard-kit/ListSkeletons.tsx';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { usePagedList } from '../../dashboard-kit/usePagedList.ts';
import { MessageCard } from './MessageCard.tsx';
import { MessageFilters } from './MessageFilters.tsx';
import { type Message, useInbox } from './useInbox.ts';

/** Typing pauses this long before the inbox is searched. */
const SEARCH_DELAY_MS = 300;

/**
 * The dashboard's Messages tab: one page of the inbox at a time, searched and filtered by status
 * in the database; opening a message marks it read.
 */
export function MessagesTab() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const [status, setStatus] = useState<MessageStatus | ''>('');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [openId, setOpenId] = useState<number | null>(null);
  const paging = usePagedList({ ...(status ? { status } : {}), ...(q ? { q } : {}) });
  const messages = useQuery({
    ...trpc.messages.list.queryOptions(paging.query),
    placeholderData: keepPreviousData,
  });
  const counts = useQuery({ ...trpc.messages.counts.queryOptions(q ? { q } : {}), placeholderData: keepPreviousData });
  const deleting = useDialog<number>();
  // A change (delete, status) refetches the page shown, in place.
  const { remove, mark, reply } = useInbox({ onDeleted: deleting.close });
  const canDelete = user?.role === 'manager';
  const page = messages.data;
  // The last rows of a later page were deleted or left the filter: back to the first page.
  const emptiedPage = page !== undefined && page.items.length === 0 && paging.firstRow > 0;
  useEffect(() => {
    if (emptiedPage) paging.restart();
  }, [emptiedPage, paging.restart]);

  const toggle = (m: Message) => {
    if (openId === m.id) return setOpenId(null);
    setOpenId(m.id);
    if (m.status === 'unread') mark.mutate({ id: m.id, status: 'read' });
  };

  return (
    <>
      <MessageFilters search={search} onSearch={setSearch} status={status} onStatus={setStatus} counts={counts.data} />
      {messages.isPending ? (
        <ListSkeletons count={3} />
      ) : messages.isError || !page ? (
        <Alert color="red" title={t`Error loading messages`}>
          <Trans>Please try again later.</Trans>
        </Alert>
      ) : page.items.length === 0 ? (
        <Text c="dimmed">
          {q ? (
            <Trans>No messages match your search.</Trans>
          ) : status ? (
            <Trans>No messages here.</Trans>
          ) : (
            <Trans>No messages yet.</Trans>
          )}
        </Text>
      ) : (
        <>
          <Stack data-list="messages" aria-busy={messages.isPlaceholderData}>
            {page.items.map((m) => (
              <MessageCard
                key={m.id}
                message={m}
                opened={openId === m.id}
                replying={reply.isPending}
                onToggle={() => toggle(m)}
                onMark={(next) => mark.mutate({ id: m.id, status: next })}
                onReply={(text) => reply.mutateAsync({ id: m.id, text })}
                onDelete={canDelete ? () => deleting.open(m.id) : null}
              />
            ))}
          </Stack>
          <ListPager
            page={page}
            firstRow={paging.firstRow}
            onNext={() => paging.next(page)}
            onPrevious={() => paging.previous(page)}
            label={t`Messages pages`}
          />
        </>
      )}
      <ConfirmDialog
        opened={deleting.opened}
        title={t`Delete message`}
        message={t`Are you sure you want to delete this message? This action cannot be undone.`}
        busy={remove.isPending}
        onCancel={deleting.close}
        onConfirm={() => deleting.subject !== null && remove.mutate({ id: deleting.subject })}
      />
    </>
  );
}
