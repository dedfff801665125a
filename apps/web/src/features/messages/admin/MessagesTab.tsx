import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { readInboxAddress } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Outlet, useSearch } from '@tanstack/react-router';
import { trpc } from '../../../trpc.ts';
import { useCurrentUser } from '../../auth/session.ts';
import { ConfirmDialog } from '../../dashboard-kit/ConfirmDialog.tsx';
import { useListSearch } from '../../dashboard-kit/ListSearchInput.tsx';
import { StaffList } from '../../dashboard-kit/StaffList.tsx';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { usePagedList } from '../../dashboard-kit/usePagedList.ts';
import { MessageCard } from './MessageCard.tsx';
import { MessageFilters } from './MessageFilters.tsx';
import { type Message, useInbox } from './useInbox.ts';

/**
 * `/dashboard/messages`: one page of the inbox at a time, searched and filtered by status in the
 * database, all in the address (`?status=unread&q=brakes&page=2&cursor=…`); a message opens at
 * its own address over the list (MessageDrawer, the route below this one).
 */
export function MessagesTab() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const list = usePagedList(readInboxAddress, useSearch({ from: '/_site/dashboard/messages' }));
  const { status, q } = list.filters;
  const typing = useListSearch(q, (next) => list.filter({ q: next }, { replace: true }));
  const messages = useQuery({ ...trpc.messages.list.queryOptions(list.query), placeholderData: keepPreviousData });
  const counts = useQuery({ ...trpc.messages.counts.queryOptions(q ? { q } : {}), placeholderData: keepPreviousData });
  const deleting = useDialog<Message>();
  const { remove } = useInbox();
  const canDelete = user?.role === 'manager';
  return (
    <>
      <MessageFilters
        search={typing.text}
        onSearch={typing.setText}
        status={status ?? ''}
        onStatus={(next) => list.filter({ status: next || undefined })}
        counts={counts.data}
      />
      <StaffList
        query={messages}
        paging={list}
        pagerLabel={t`Messages pages`}
        failed={t`Error loading messages. Please try again later.`}
        empty={
          q ? (
            <Trans>No messages match your search.</Trans>
          ) : status ? (
            <Trans>No messages here.</Trans>
          ) : (
            <Trans>No messages yet.</Trans>
          )
        }
      >
        {(items) => (
          <Stack data-list="messages">
            {items.map((m) => (
              <MessageCard key={m.id} message={m} onDelete={canDelete ? () => deleting.open(m) : null} />
            ))}
          </Stack>
        )}
      </StaffList>
      <ConfirmDialog
        opened={deleting.opened}
        title={t`Delete message`}
        message={t`Are you sure you want to delete this message? This action cannot be undone.`}
        busy={remove.isPending}
        onCancel={deleting.close}
        onConfirm={() => deleting.subject && remove.mutate({ id: deleting.subject.id }, { onSettled: deleting.close })}
      />
      <Outlet />
    </>
  );
}
