import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { REPAIR_ORDER_STATUSES, type RepairOrderStatus } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { ListSkeletons } from '../../dashboard-kit/ListSkeletons.tsx';
import { BoardCard } from './BoardCard.tsx';
import { columnKeys } from './column-keys.ts';
import classes from './RepairBoard.module.css';
import { useRepairStatusLabel } from './repair-words.ts';
import { useRepairStep } from './useRepairStep.ts';

type BoardColumn = RouterOutputs['repairOrders']['board']['columns'][number];

const isStatus = (value: unknown): value is RepairOrderStatus =>
  typeof value === 'string' && (REPAIR_ORDER_STATUSES as readonly string[]).includes(value);

/**
 * `/dashboard/repairs`: every car in the shop, one column per status. A card moves by dragging it
 * (a pointer, or its handle with the keyboard: Space, the arrows, Space) or with its buttons, which
 * offer the steps that follow; any other step is the server's to refuse, and says why.
 */
export function RepairBoard() {
  const { t } = useLingui();
  const board = useQuery(trpc.repairOrders.board.queryOptions());
  const statusLabel = useRepairStatusLabel();
  const { move, movingId } = useRepairStep();
  const sensors = useSensors(
    // A click on the handle is not a drag: it takes a few pixels of movement.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // The row scrolls at once, not smoothly: the next key measures the columns where they are, so a
    // card held by the keyboard lands one column over per press however fast the keys come.
    useSensor(KeyboardSensor, { coordinateGetter: columnKeys, scrollBehavior: 'instant' }),
  );
  const cards = board.data?.columns.flatMap((column) => column.cards) ?? [];
  const numberOf = (id: unknown) => cards.find((card) => card.id === id)?.number ?? '';
  const columnName = (id: unknown) => (isStatus(id) ? statusLabel(id) : '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t`Picked up ${numberOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? t`${numberOf(active.id)} is over ${columnName(over.id)}.` : t`${numberOf(active.id)} is over no column.`,
    onDragEnd: ({ active, over }) =>
      over ? t`${numberOf(active.id)} was dropped on ${columnName(over.id)}.` : t`${numberOf(active.id)} was put back.`,
    onDragCancel: ({ active }) => t`Moving ${numberOf(active.id)} was cancelled.`,
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    const from = active.data.current?.status;
    if (!over || !isStatus(over.id) || over.id === from) return;
    move(Number(active.id), over.id);
  };
  if (board.isPending) return <ListSkeletons count={3} />;
  if (board.isError) {
    return (
      <Alert color="red" role="alert">
        <Trans>The board could not be loaded. Please try again.</Trans>
      </Alert>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To move a repair order, press Space, then the Right or Left arrow key to choose a column, and Space again to drop it there. Escape puts it back.`,
        },
      }}
    >
      {/* Scrolled sideways on a narrow screen, so it takes the keyboard's focus too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must be reachable by keyboard. */}
      <section className={classes.board} data-list="repair-board" aria-label={t`Repair board`} tabIndex={0}>
        {board.data.columns.map((column) => (
          <Column key={column.status} column={column} movingId={movingId} onMove={move} />
        ))}
      </section>
    </DndContext>
  );
}

function Column({
  column,
  movingId,
  onMove,
}: {
  column: BoardColumn;
  movingId: number | undefined;
  onMove: (id: number, status: RepairOrderStatus) => void;
}) {
  const statusLabel = useRepairStatusLabel();
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const label = statusLabel(column.status);
  const headingId = `repair-column-${column.status}`;
  return (
    <section
      ref={setNodeRef}
      className={classes.column}
      data-over={isOver || undefined}
      data-status={column.status}
      aria-labelledby={headingId}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h5" id={headingId}>
          {label}
        </Title>
        <Badge variant="default">{column.count}</Badge>
      </Group>
      <Stack gap="xs">
        {column.cards.length === 0 ? (
          <Text size="sm" c="gray.7">
            <Trans>None</Trans>
          </Text>
        ) : (
          column.cards.map((card) => (
            <BoardCard
              key={card.id}
              card={card}
              busy={movingId === card.id}
              onMove={(status) => onMove(card.id, status)}
            />
          ))
        )}
      </Stack>
    </section>
  );
}
