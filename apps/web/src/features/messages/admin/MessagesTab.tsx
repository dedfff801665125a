import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, NativeSelect, Stack, Text } from '@mantine/core';
import { MESSAGE_STATUSES, type MessageStatus } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { useCurrentUser } from '../../auth/session.ts';
import { ConfirmDialog } from '../../dashboard/ConfirmDialog.tsx';
import { ListSkeletons } from '../../dashboard/ListSkeletons.tsx';
import { useDialog } from '../../dashboard/useDialog.ts';
import { MessageCard } from './MessageCard.tsx';
import { type Message, useInbox } from './useInbox.ts';

/** The dashboard's Messages tab: the inbox, filtered by status; opening a message marks it read. */
export function MessagesTab() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const [status, setStatus] = useState<MessageStatus | ''>('');
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useQuery(trpc.messages.list.queryOptions(status ? { status } : {}));
  const deleting = useDialog<number>();
  const { remove, mark, reply } = useInbox({ onDeleted: deleting.close });
  const canDelete = user?.role === 'manager';
  const statusLabel: Record<MessageStatus, string> = { unread: t`Unread`, read: t`Read`, replied: t`Replied` };

  const toggle = (m: Message) => {
    if (openId === m.id) return setOpenId(null);
    setOpenId(m.id);
    if (m.status === 'unread') mark.mutate({ id: m.id, status: 'read' });
  };

  return (
    <>
      <NativeSelect
        label={t`Status`}
        mb="md"
        maw={240}
        value={status}
        onChange={(e) => setStatus(e.currentTarget.value as MessageStatus | '')}
        data={[
          { value: '', label: t`All messages` },
          ...MESSAGE_STATUSES.map((s) => ({ value: s, label: statusLabel[s] })),
        ]}
      />
      {messages.isPending ? (
        <ListSkeletons count={3} />
      ) : messages.isError ? (
        <Alert color="red" title={t`Error loading messages`}>
          <Trans>Please try again later.</Trans>
        </Alert>
      ) : messages.data.length === 0 ? (
        <Text c="dimmed">{status ? <Trans>No messages here.</Trans> : <Trans>No messages yet.</Trans>}</Text>
      ) : (
        <Stack>
          {messages.data.map((m) => (
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
