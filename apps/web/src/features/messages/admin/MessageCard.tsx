import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Card, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { MessageStatusBadge } from './MessageStatusBadge.tsx';
import type { Message } from './useInbox.ts';

/** One message in the inbox: its heading is the link to the message's own address (sender, text, replies). */
export function MessageCard({
  message: m,
  onDelete,
}: {
  message: Message;
  /** Only for managers. */
  onDelete: (() => void) | null;
}) {
  const { t } = useLingui();
  const { dateTime } = useDashboardFormats();
  return (
    <Card withBorder padding="md" component="article" aria-label={m.name} data-row>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {/* The list's address stays in the message's, so closing the message goes back to this page of it. */}
        <Link
          to="/dashboard/messages/$id"
          params={{ id: String(m.id) }}
          search={true}
          resetScroll={false}
          // The whole heading is the link, in the text's own colours: a wide target for a thumb.
          style={{ flex: 1, minWidth: 0, color: 'inherit', textDecoration: 'none' }}
        >
          <Group gap="xs">
            <Text fw={m.status === 'unread' ? 700 : 600}>{m.name}</Text>
            <MessageStatusBadge status={m.status} />
          </Group>
          <Text fw={600} mt={4}>
            {m.subject || t`General Inquiry`}
          </Text>
          <Text size="xs" c="gray.7">
            {dateTime.format(new Date(m.createdAt))}
          </Text>
        </Link>
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
    </Card>
  );
}
