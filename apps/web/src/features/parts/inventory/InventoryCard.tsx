import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconCash, IconEdit, IconTrash } from '@tabler/icons-react';
import { useDashboardFormats } from '../../dashboard/useDashboardFormats.ts';
import { useConditionLabel } from '../useConditionLabel.ts';
import type { InventoryPart } from './PartDialog.tsx';
import { useStatusLabel } from './useStatusLabel.ts';

const STATUS_COLOR: Record<string, string> = { sold: 'gray.7', reserved: 'yellow.4', available: '#166534' };

/** One part as the manager sees it: price, status, the sale if sold, and its actions. */
export function InventoryCard({
  part,
  onEdit,
  onSell,
  onDelete,
}: {
  part: InventoryPart;
  onEdit: () => void;
  onSell: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const { money, date } = useDashboardFormats();
  const statusLabel = useStatusLabel();
  const conditionLabel = useConditionLabel();
  return (
    <Card withBorder padding="md" component="article" aria-label={part.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={3} size="h5">
          {part.name}
        </Title>
        <Badge variant="filled" autoContrast style={{ flexShrink: 0 }} color={STATUS_COLOR[part.status]}>
          {statusLabel(part.status)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {[part.category, part.brand, part.partNumber && `#${part.partNumber}`, conditionLabel(part.condition)]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Text fw={700} mt={4}>
        {money.format(Number(part.price))}
      </Text>
      {part.status === 'sold' && (
        <Text size="sm" mt={4}>
          {t`Sold for ${money.format(Number(part.salePrice ?? 0))} to ${part.soldTo ?? ''}`}
          {part.soldDate ? ` · ${date.format(new Date(part.soldDate))}` : ''}
          {part.soldNotes ? ` · ${part.soldNotes}` : ''}
        </Text>
      )}
      <Group gap="xs" mt="sm">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconEdit size={14} aria-hidden />}
          onClick={onEdit}
          aria-label={t`Edit: ${part.name}`}
        >
          <Trans>Edit</Trans>
        </Button>
        {part.status === 'available' && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCash size={14} aria-hidden />}
            onClick={onSell}
            aria-label={t`Mark Sold: ${part.name}`}
          >
            <Trans>Mark Sold</Trans>
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onDelete}
          aria-label={t`Delete: ${part.name}`}
        >
          <Trans>Delete</Trans>
        </Button>
      </Group>
    </Card>
  );
}
