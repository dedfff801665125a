import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { useCurrentUser } from '../../auth/session.ts';
import { showErrorToast } from '../../toast/toast.ts';
import { ListSkeletons } from '../ListSkeletons.tsx';
import { MessageStatusBadge } from '../StatusBadge.tsx';

export function MessagesTab() {
  const { t, i18n } = useLingui();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const messages = useQuery(trpc.messages.list.queryOptions());
  const [confirming, setConfirming] = useState<number | null>(null);
  const remove = useMutation({
    ...trpc.messages.delete.mutationOptions(),
    onSettled: () => setConfirming(null),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: trpc.messages.list.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.appointments.overview.queryKey() });
    },
    onError: () => showErrorToast(t`Failed to delete message`, t`Please try again.`),
  });
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
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
                  variant="subtle"
                  color="red"
                  aria-label={t`Delete message from ${m.name}`}
                  onClick={() => setConfirming(m.id)}
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
              {when.format(new Date(m.createdAt))}
            </Text>
          </Card>
        ))}
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t`Close` }}
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t`Delete message`}
        centered
      >
        <Text mb="md">
          <Trans>Are you sure you want to delete this message? This action cannot be undone.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => confirming !== null && remove.mutate({ id: confirming })}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Modal>
    </>
  );
}
