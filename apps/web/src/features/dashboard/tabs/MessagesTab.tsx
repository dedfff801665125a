import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { MESSAGE_STATUSES, type MessageStatus } from '@shop/contract';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { useCurrentUser } from '../../auth/session.ts';
import { showErrorToast } from '../../toast/toast.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { ListSkeletons } from '../ListSkeletons.tsx';
import { ReplyForm } from '../messages/ReplyForm.tsx';
import { MessageStatusBadge } from '../StatusBadge.tsx';
import { useDashboardFormats } from '../useDashboardFormats.ts';
import { useDialog } from '../useDialog.ts';

type Message = RouterOutputs['messages']['list'][number];

export function MessagesTab() {
  const { t } = useLingui();
  const { dateTime } = useDashboardFormats();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<MessageStatus | ''>('');
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useQuery(trpc.messages.list.queryOptions(status ? { status } : {}));
  // Every inbox change shows in the list, the tab's unread count and the overview.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.messages.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.appointments.overview.queryKey() });
  };
  const deleting = useDialog<number>();
  const remove = useMutation({
    ...trpc.messages.delete.mutationOptions(),
    onSettled: deleting.close,
    onSuccess: refresh,
    onError: () => showErrorToast(t`Failed to delete message`, t`Please try again.`),
  });
  const mark = useMutation({
    ...trpc.messages.setStatus.mutationOptions(),
    onSuccess: refresh,
    onError: () => showErrorToast(t`Failed to update message`, t`Please try again.`),
  });
  const reply = useMutation({
    ...trpc.messages.reply.mutationOptions(),
    onSuccess: refresh,
    onError: () => showErrorToast(t`Failed to send reply`, t`Please try again.`),
  });
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
          {messages.data.map((m) => {
            const opened = openId === m.id;
            return (
              <Card key={m.id} withBorder padding="md" component="article" aria-label={m.name}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <UnstyledButton
                    onClick={() => toggle(m)}
                    aria-expanded={opened}
                    aria-controls={`message-${m.id}`}
                    style={{ flex: 1 }}
                  >
                    <Group gap="xs">
                      <Text fw={m.status === 'unread' ? 700 : 600}>{m.name}</Text>
                      <MessageStatusBadge status={m.status} />
                    </Group>
                    <Text fw={600} mt={4}>
                      {m.subject || t`General Inquiry`}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {dateTime.format(new Date(m.createdAt))}
                    </Text>
                  </UnstyledButton>
                  {canDelete && (
                    <ActionIcon
                      size="lg"
                      variant="subtle"
                      color="red"
                      aria-label={t`Delete message from ${m.name}`}
                      onClick={() => deleting.open(m.id)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  )}
                </Group>
                {opened && (
                  <Stack id={`message-${m.id}`} mt="sm" gap="sm">
                    <Group gap="md">
                      <Anchor size="sm" href={`mailto:${m.email}`}>
                        {m.email}
                      </Anchor>
                      {m.phone && (
                        <Anchor size="sm" href={`tel:${m.phone.replace(/[^\d+]/g, '')}`}>
                          {m.phone}
                        </Anchor>
                      )}
                    </Group>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {m.message}
                    </Text>
                    <Group gap="xs">
                      {m.status !== 'unread' && (
                        <Button size="xs" variant="default" onClick={() => mark.mutate({ id: m.id, status: 'unread' })}>
                          <Trans>Mark unread</Trans>
                        </Button>
                      )}
                      {m.status !== 'replied' && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => mark.mutate({ id: m.id, status: 'replied' })}
                        >
                          <Trans>Mark replied</Trans>
                        </Button>
                      )}
                    </Group>
                    {m.replies.map((r) => (
                      <Paper key={r.id} withBorder p="sm" bg="gray.0" aria-label={t`Reply`}>
                        <Text size="xs" c="dimmed" mb={4}>
                          {r.staffName ?? t`A former staff member`} · {dateTime.format(new Date(r.createdAt))}
                        </Text>
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                          {r.text}
                        </Text>
                      </Paper>
                    ))}
                    <ReplyForm
                      to={m.name}
                      busy={reply.isPending}
                      onSend={(text) => reply.mutateAsync({ id: m.id, text })}
                    />
                  </Stack>
                )}
              </Card>
            );
          })}
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
