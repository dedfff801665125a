import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../dashboard-kit/ConfirmDialog.tsx';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { LineForm } from './LineForm.tsx';
import { AddPhotoButton, PhotoStrip } from './LinePhotos.tsx';
import { useLineKindLabel, useRecommendationLabel } from './repair-words.ts';
import { type RepairLine, type RepairOrder, useRepairOrderChanges } from './useRepairOrderChanges.ts';

/** Statuses whose lines can no longer change (the server refuses them too). */
const CLOSED = ['ready', 'picked-up', 'cancelled'];

/** The repair order's lines, each with its total and photos, the running totals under them, and a new line's form. */
export function RepairLines({ order }: { order: RepairOrder }) {
  const { t } = useLingui();
  const { money } = useDashboardFormats();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { removeLine, addPhoto } = useRepairOrderChanges();
  const removing = useDialog<RepairLine>();
  const open = !CLOSED.includes(order.status);
  const totals: [string, string][] = [
    [t`Parts`, order.totals.partsSubtotal],
    [t`Labor`, order.totals.laborSubtotal],
    [t`Fees`, order.totals.feesSubtotal],
    [t`Tax`, order.totals.tax],
  ];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ro-lines">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5" id="ro-lines">
          <Trans>Work and parts</Trans>
        </Title>
        {open && editing !== 'new' && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            <Trans>Add line</Trans>
          </Button>
        )}
      </Group>
      <Stack gap="sm" data-list="repair-lines">
        {order.lines.length === 0 && editing !== 'new' && (
          <Text c="gray.8">
            <Trans>No lines yet: add the labor, parts and fees the work needs.</Trans>
          </Text>
        )}
        {order.lines.map((line) =>
          editing === line.id ? (
            <Card key={line.id} withBorder padding="sm">
              <LineForm orderId={order.id} laborRate={order.laborRate} line={line} onDone={() => setEditing(null)} />
            </Card>
          ) : (
            <LineRow
              key={line.id}
              line={line}
              open={open}
              onEdit={() => setEditing(line.id)}
              onRemove={() => removing.open(line)}
              onPhoto={(url) =>
                addPhoto.mutate({ id: order.id, lineId: line.id, change: { photos: [...line.photos, url] } })
              }
            />
          ),
        )}
        {editing === 'new' && (
          <Card withBorder padding="sm">
            <LineForm orderId={order.id} laborRate={order.laborRate} onDone={() => setEditing(null)} />
          </Card>
        )}
      </Stack>
      <Table mt="md" maw={360} ml="auto" aria-label={t`Totals`}>
        <Table.Tbody>
          {totals.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400}>
                {label}
              </Table.Th>
              <Table.Td ta="right">{money.format(Number(value))}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">
              <Trans>Total</Trans>
            </Table.Th>
            <Table.Td ta="right" fw={700} data-total>
              {money.format(Number(order.totals.total))}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <ConfirmDialog
        opened={removing.opened}
        title={t`Remove line`}
        message={t`Remove “${removing.subject?.description ?? ''}”? Estimates already sent keep it.`}
        confirmLabel={<Trans>Remove</Trans>}
        busy={removeLine.isPending}
        onCancel={removing.close}
        onConfirm={() =>
          removing.subject &&
          removeLine.mutate({ id: order.id, lineId: removing.subject.id }, { onSettled: removing.close })
        }
      />
    </Card>
  );
}

function LineRow({
  line,
  open,
  onEdit,
  onRemove,
  onPhoto,
}: {
  line: RepairLine;
  open: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onPhoto: (url: string) => void;
}) {
  const { t } = useLingui();
  const { money } = useDashboardFormats();
  const kindLabel = useLineKindLabel();
  const recommendationLabel = useRecommendationLabel();
  const quantity = line.quantity;
  const price = money.format(Number(line.unitPrice));
  return (
    <Card withBorder padding="sm" component="article" aria-label={line.description} data-row data-kind={line.kind}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Group gap={6}>
            <Badge variant="default">{kindLabel(line.kind)}</Badge>
            <Badge variant="outline" color={line.recommendation === 'urgent' ? 'red.9' : 'gray.8'}>
              {recommendationLabel(line.recommendation)}
            </Badge>
            {line.decision === 'approved' && (
              <Badge color="#166534">
                <Trans>Approved by the customer</Trans>
              </Badge>
            )}
            {line.decision === 'declined' && (
              <Badge color="red.9">
                <Trans>Declined by the customer</Trans>
              </Badge>
            )}
            {line.partReserved && (
              <Badge variant="light" color="blue.9">
                <Trans>Part held</Trans>
              </Badge>
            )}
          </Group>
          <Text fw={600} mt={4}>
            {line.description}
          </Text>
          <Text size="sm" c="gray.8">
            <Trans>
              {quantity} × {price}
            </Trans>
          </Text>
        </div>
        <Text fw={700}>{money.format(Number(line.total))}</Text>
      </Group>
      <PhotoStrip photos={line.photos} label={line.description} />
      {open && (
        <Group gap="xs" mt="xs">
          <AddPhotoButton count={line.photos.length} onAdded={onPhoto} label={line.description} />
          <Button size="compact-sm" variant="default" onClick={onEdit} aria-label={t`Change: ${line.description}`}>
            <Trans>Change</Trans>
          </Button>
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            onClick={onRemove}
            aria-label={t`Remove: ${line.description}`}
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
      )}
    </Card>
  );
}
