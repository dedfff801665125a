import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Button, Card, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MessageStatus } from '@shop/contract';
import { IconTrash } from '@tabler/icons-react';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { MessageStatusBadge } from './MessageStatusBadge.tsx';
import { ReplyForm } from './ReplyForm.tsx';
import type { Message } from './useInbox.ts';

/** One message: its heading opens it (sender's links, text, replies, the reply form). */
export function MessageCard({
  message: m,
  opened,
  replying,
  onToggle,
  onMark,
  onReply,
  onDelete,
}: {
  message: Message;
  opened: boolean;
  replying: boolean;
  onToggle: () => void;
  onMark: (status: MessageStatus) => void;
  onReply: (text: string) => Promise<unknown>;
  /** Only for managers. */
  onDelete: (() => void) | null;
}) {
  const { t } = useLingui();
  const { dateTime } = useDashboardFormats();
  return (
    <Card withBorder padding="md" component="article" aria-label={m.name} data-row>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <UnstyledButton onClick={onToggle} aria-expanded={opened} aria-controls={`message-${m.id}`} style={{ flex: 1 }}>
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
        {onDelete && (
          <ActionIcon
            size="lg"
            variant="subtle"
            color="red"
            aria-label={t`Delete message from ${m.name}`}
            onClick={onDelete}
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
              <Button size="xs" variant="default" onClick={() => onMark('unread')}>
                <Trans>Mark unread</Trans>
              </Button>
            )}
            {m.status !== 'replied' && (
              <Button size="xs" variant="default" onClick={() => onMark('replied')}>
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
          <ReplyForm to={m.name} busy={replying} onSend={onReply} />
        </Stack>
      )}
    </Card>
  );
}
