import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Button, Card, Group, Text } from '@mantine/core';
import { REPAIR_ORDER_STEPS, type RepairOrderStatus } from '@shop/contract';
import { IconGripVertical } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { RouterOutputs } from '../../../trpc.ts';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import classes from './RepairBoard.module.css';
import { useRepairStatusLabel } from './repair-words.ts';

/** A card of the board, as the server answers it. */
export type BoardCardData = RouterOutputs['repairOrders']['board']['columns'][number]['cards'][number];

/**
 * One car on the board: its number (the way to the repair order), the customer, the vehicle and
 * the total; a handle to drag it to another column, and a button for each step that follows
 * (cancelling is on the repair order's own screen, behind its question).
 */
export function BoardCard({
  card,
  busy,
  onMove,
}: {
  card: BoardCardData;
  busy: boolean;
  onMove: (status: RepairOrderStatus) => void;
}) {
  const { t } = useLingui();
  const { money } = useDashboardFormats();
  const statusLabel = useRepairStatusLabel();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: card.id,
    data: { status: card.status },
  });
  const steps = REPAIR_ORDER_STEPS[card.status].filter((status) => status !== 'cancelled');
  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding="sm"
      component="article"
      aria-label={`${card.number} ${card.customer}`}
      className={classes.card}
      data-dragging={isDragging || undefined}
      data-row
      style={{ transform: CSS.Translate.toString(transform) }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Anchor
            fw={700}
            c="blue.9"
            renderRoot={(props) => <Link {...props} to="/dashboard/repairs/$id" params={{ id: String(card.id) }} />}
          >
            {card.number}
          </Anchor>
          <Text size="sm">{card.customer}</Text>
          <Text size="sm" c="gray.8">
            {card.vehicle}
          </Text>
          <Text size="sm" fw={600}>
            {money.format(Number(card.total))}
          </Text>
        </div>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray.8"
          size="lg"
          aria-label={t`Move ${card.number}`}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {steps.length > 0 && (
        <Group gap={6} mt="xs">
          {steps.map((status) => (
            <Button
              key={status}
              size="compact-xs"
              variant="light"
              loading={busy}
              onClick={() => onMove(status)}
              aria-label={t`Move ${card.number} to ${statusLabel(status)}`}
            >
              {statusLabel(status)}
            </Button>
          ))}
        </Group>
      )}
    </Card>
  );
}
