import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

/** Message status: read blue, replied green, otherwise (unread) yellow. */
export function MessageStatusBadge({ status }: { status: string }) {
  const { t } = useLingui();
  const labels: Record<string, string> = { unread: t`Unread`, read: t`Read`, replied: t`Replied` };
  const color = status === 'read' ? 'blue.9' : status === 'replied' ? '#166534' : 'yellow.4';
  return (
    <Badge color={color} variant="filled" autoContrast>
      {labels[status] ?? status}
    </Badge>
  );
}
