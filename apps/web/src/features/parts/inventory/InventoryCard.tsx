import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { PartImage } from '../catalogue/PartImage.tsx';
import { useConditionLabel } from '../catalogue/useConditionLabel.ts';
import { InventoryActions, type PartActionHandlers } from './InventoryActions.tsx';
import type { InventoryPart } from './usePartMutations.ts';
import { useStatusLabel } from './useStatusLabel.ts';

const STATUS_COLOR: Record<string, string> = { sold: 'gray.7', reserved: 'yellow.4', available: '#166534' };

/** One part as the manager sees it: its photo, price, status, the sale if sold, and its actions. */
export function InventoryCard({
  part,
  categoryName,
  ...actions
}: {
  part: InventoryPart;
  /** The category in the dashboard's language. */
  categoryName: string;
} & PartActionHandlers) {
  const { t } = useLingui();
  const { money, date } = useDashboardFormats();
  const statusLabel = useStatusLabel();
  const conditionLabel = useConditionLabel();
  return (
    <Card withBorder padding="md" component="article" aria-label={part.name} data-row>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <PartImage part={part} width={72} height={72} sizes="72px" alt="" />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={3} size="h5">
              {part.name}
            </Title>
            <Badge variant="filled" autoContrast style={{ flexShrink: 0 }} color={STATUS_COLOR[part.status]}>
              {statusLabel(part.status)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {[categoryName, part.brand, part.partNumber && `#${part.partNumber}`, conditionLabel(part.condition)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text fw={700} mt={4}>
            {money.format(Number(part.price))}
          </Text>
        </div>
      </Group>
      {part.status === 'sold' && (
        <Text size="sm" mt={4}>
          {t`Sold for ${money.format(Number(part.salePrice ?? 0))} to ${part.soldTo ?? ''}`}
          {part.soldDate ? ` · ${date.format(new Date(part.soldDate))}` : ''}
          {part.soldNotes ? ` · ${part.soldNotes}` : ''}
        </Text>
      )}
      <InventoryActions part={part} {...actions} />
    </Card>
  );
}
