import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { trpc } from '../../../trpc.ts';
import { useCurrentUser } from '../../auth/session.ts';
import { ConfirmDialog } from '../../dashboard-kit/ConfirmDialog.tsx';
import { DashboardDrawer } from '../../dashboard-kit/DashboardDrawer.tsx';
import { ScreenLoading } from '../../dashboard-kit/ScreenLoading.tsx';
import { refusalReason } from '../../dashboard-kit/server-issues.ts';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { MessageStatusBadge } from './MessageStatusBadge.tsx';
import { ReplyForm } from './ReplyForm.tsx';
import { type Message, useInbox } from './useInbox.ts';

/**
 * `/dashboard/messages/{id}`: one message over the inbox, opened from the list or by its address
 * (a colleague's link). Opening an unread message marks it read; closing goes back to the list's
 * own address, with its filters and page.
 */
export function MessageDrawer({ id }: { id: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const close = () => void navigate({ to: '/dashboard/messages', search: true, resetScroll: false });
  const known = Number.isInteger(id) && id > 0;
  const message = useQuery({ ...trpc.messages.get.queryOptions({ id }), enabled: known });
  const { mark } = useInbox();
  const shown = message.data;
  // Once per message opened, not again when it is read again after a change.
  const markedRead = useRef<number | null>(null);
  useEffect(() => {
    if (shown?.status !== 'unread' || markedRead.current === shown.id) return;
    markedRead.current = shown.id;
    mark.mutate({ id: shown.id, status: 'read' });
  }, [shown, mark.mutate]);
  const missing = !known || refusalReason(message.error) === 'not-found';
  return (
    <DashboardDrawer title={shown ? shown.subject || t`General Inquiry` : t`Message`} onClose={close}>
      {shown ? (
        <MessageDetails message={shown} onDeleted={close} />
      ) : missing ? (
        <Text>
          <Trans>This message no longer exists. It may have been deleted.</Trans>
        </Text>
      ) : message.isError ? (
        <Text role="alert">
          <Trans>The message could not be loaded. Please try again.</Trans>
        </Text>
      ) : (
        <ScreenLoading />
      )}
    </DashboardDrawer>
  );
}

/** Who wrote, how to reach them, what they wrote, the replies and the reply form; the status buttons. */
function MessageDetails({ message: m, onDeleted }: { message: Message; onDeleted: () => void }) {
  const { t } = useLingui();
  const { dateTime } = useDashboardFormats();
  const { mark, reply, remove } = useInbox();
  const deleting = useDialog<true>();
  const canDelete = useCurrentUser().user?.role === 'manager';
  const marking = (status: Message['status']) => mark.isPending && mark.variables?.status === status;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={700}>{m.name}</Text>
        <MessageStatusBadge status={m.status} />
      </Group>
      <Text size="xs" c="gray.7">
        {dateTime.format(new Date(m.createdAt))}
      </Text>
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
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {m.message}
      </Text>
      <Group gap="xs">
        {m.status !== 'unread' && (
          <Button
            size="xs"
            variant="default"
            loading={marking('unread')}
            onClick={() => mark.mutate({ id: m.id, status: 'unread' })}
          >
            <Trans>Mark unread</Trans>
          </Button>
        )}
        {m.status !== 'replied' && (
          <Button
            size="xs"
            variant="default"
            loading={marking('replied')}
            onClick={() => mark.mutate({ id: m.id, status: 'replied' })}
          >
            <Trans>Mark replied</Trans>
          </Button>
        )}
        {canDelete && (
          <Button size="xs" variant="outline" color="red.9" onClick={() => deleting.open(true)}>
            <Trans>Delete</Trans>
          </Button>
        )}
      </Group>
      {m.replies.map((r) => (
        <Paper key={r.id} withBorder p="sm" bg="gray.0" aria-label={t`Reply`}>
          <Text size="xs" c="gray.7" mb={4}>
            {r.staffName ?? t`A former staff member`} · {dateTime.format(new Date(r.createdAt))}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {r.text}
          </Text>
        </Paper>
      ))}
      <ReplyForm to={m.name} busy={reply.isPending} onSend={(text) => reply.mutateAsync({ id: m.id, text })} />
      <ConfirmDialog
        opened={deleting.opened}
        title={t`Delete message`}
        message={t`Are you sure you want to delete this message? This action cannot be undone.`}
        busy={remove.isPending}
        onCancel={deleting.close}
        onConfirm={() => remove.mutate({ id: m.id }, { onSuccess: onDeleted, onSettled: deleting.close })}
      />
    </Stack>
  );
}
