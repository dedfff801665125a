import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Card, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../trpc.ts';
import { useCurrentUser } from '../../auth/session.ts';
import { showErrorToast } from '../../toast/toast.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { ListSkeletons } from '../ListSkeletons.tsx';
import { MessageStatusBadge } from '../StatusBadge.tsx';
import { useDashboardFormats } from '../useDashboardFormats.ts';
import { useDialog } from '../useDialog.ts';

export function MessagesTab() {
  const { t } = useLingui();
  const { dateTime } = useDashboardFormats();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const messages = useQuery(trpc.messages.list.queryOptions());
  const deleting = useDialog<number>();
  const remove = useMutation({
    ...trpc.messages.delete.mutationOptions(),
    onSettled: deleting.close,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: trpc.messages.list.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.appointments.overview.queryKey() });
    },
    onError: () => showErrorToast(t`Failed to delete message`, t`Please try again.`),
  });
  const canDelete = user?.role === 'manager';

  if (messages.isPending) return <ListSkeletons count={3} />;
  if (messages.isError) {
    return (
      <Alert color="red" title={t`Error loading messages`}>
        <Trans>Please try again later.</Trans>
      </Alert>
    );
  }
  if (messages.data.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No messages yet.</Trans>
      </Text>
    );
  }
  return (
    <>
      <Stack>
        {messages.data.map((m) => (
          <Card key={m.id} withBorder padding="md" component="article" aria-label={m.name}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Group gap="xs">
                  <Text fw={600}>{m.name}</Text>
                  <MessageStatusBadge status={m.status} />
                </Group>
                <Text size="sm" c="dimmed">
                  {m.email}
                  {m.phone ? ` · ${m.phone}` : ''}
                </Text>
              </div>
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
            <Text fw={600} mt="xs">
              {m.subject || t`General Inquiry`}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {m.message}
            </Text>
            <Text size="xs" c="dimmed" mt="xs">
              {dateTime.format(new Date(m.createdAt))}
            </Text>
          </Card>
        ))}
      </Stack>
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
