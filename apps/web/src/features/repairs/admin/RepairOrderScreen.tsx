import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ESTIMATE_SENDABLE_FROM, REPAIR_ORDER_STEPS } from '@shop/contract';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../trpc.ts';
import { ConfirmDialog } from '../../dashboard-kit/ConfirmDialog.tsx';
import { ScreenLoading } from '../../dashboard-kit/ScreenLoading.tsx';
import { refusalReason } from '../../dashboard-kit/server-issues.ts';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { RepairLines } from './RepairLines.tsx';
import { RepairRecords } from './RepairRecords.tsx';
import { RepairStatusBadge } from './RepairStatusBadge.tsx';
import { useRepairStatusLabel } from './repair-words.ts';
import { type RepairOrder, useRepairOrderChanges } from './useRepairOrderChanges.ts';
import { useRepairStep } from './useRepairStep.ts';
import { VehicleHistory } from './VehicleHistory.tsx';

/**
 * `/dashboard/repairs/42`: one repair order, whole: who and what car (and that car's earlier
 * visits), the concern, the lines with their totals and photos, the estimate to send, the steps
 * that follow, what the customer authorised and everything that happened to it.
 */
export function RepairOrderScreen({ id }: { id: number }) {
  const order = useQuery(trpc.repairOrders.get.queryOptions({ id }));
  if (order.isPending) return <ScreenLoading />;
  if (order.isError) {
    return (
      <Alert color="red" role="alert">
        {refusalReason(order.error) === 'not-found' ? (
          <Trans>This repair order no longer exists.</Trans>
        ) : (
          <Trans>The repair order could not be loaded. Please try again.</Trans>
        )}
      </Alert>
    );
  }
  return <RepairOrderView order={order.data} />;
}

function RepairOrderView({ order }: { order: RepairOrder }) {
  const { number } = useDashboardFormats();
  const customer = `${order.firstName} ${order.lastName}`;
  const vehicle = `${order.vehicleYear} ${order.vehicleMake} ${order.vehicleModel}`;
  const vin = order.vin;
  const miles = order.mileage === null ? null : number.format(order.mileage);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={2} size="h3">
            {order.number}
          </Title>
          <RepairStatusBadge status={order.status} />
        </Group>
        <StatusSteps order={order} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder padding="md" component="section" aria-labelledby="ro-customer">
          <Title order={3} size="h5" id="ro-customer">
            <Trans>Customer</Trans>
          </Title>
          <Text fw={600}>{customer}</Text>
          <Anchor size="sm" href={`tel:${order.phone.replace(/[^\d+]/g, '')}`} display="block">
            {order.phone}
          </Anchor>
          {order.email && (
            <Anchor size="sm" href={`mailto:${order.email}`} display="block">
              {order.email}
            </Anchor>
          )}
          <Text size="sm">{order.language === 'es' ? 'Español' : 'English'}</Text>
        </Card>
        <Card withBorder padding="md" component="section" aria-labelledby="ro-vehicle">
          <Title order={3} size="h5" id="ro-vehicle">
            <Trans>Vehicle</Trans>
          </Title>
          <Text fw={600}>{vehicle}</Text>
          {vin && (
            <Text size="sm">
              <Trans>VIN {vin}</Trans>
            </Text>
          )}
          {miles !== null && (
            <Text size="sm">
              <Trans>{miles} miles in</Trans>
            </Text>
          )}
        </Card>
      </SimpleGrid>
      <Card withBorder padding="md" component="section" aria-labelledby="ro-concern">
        <Title order={3} size="h5" id="ro-concern">
          <Trans>Customer's concern</Trans>
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{order.concern}</Text>
      </Card>
      <RepairLines order={order} />
      <SendEstimate order={order} />
      <RepairRecords order={order} />
      <VehicleHistory id={order.id} />
    </Stack>
  );
}

/** The steps that follow from where the repair order is, cancelling behind its question. */
function StatusSteps({ order }: { order: RepairOrder }) {
  const { t } = useLingui();
  const statusLabel = useRepairStatusLabel();
  const { move, step } = useRepairStep();
  const cancelling = useDialog<RepairOrder>();
  const steps = REPAIR_ORDER_STEPS[order.status];
  if (steps.length === 0) return null;
  return (
    <Group gap="xs">
      {steps
        .filter((status) => status !== 'cancelled')
        .map((status) => (
          <Button
            key={status}
            variant="light"
            loading={step.isPending && step.variables?.change.status === status}
            onClick={() => move(order.id, status)}
          >
            {t`Move to ${statusLabel(status)}`}
          </Button>
        ))}
      {steps.includes('cancelled') && (
        <Button variant="outline" color="red.9" onClick={() => cancelling.open(order)}>
          <Trans>Cancel repair order</Trans>
        </Button>
      )}
      <ConfirmDialog
        opened={cancelling.opened}
        title={t`Cancel ${order.number}`}
        message={t`The repair order is closed for good and any part it holds goes back on offer.`}
        confirmLabel={<Trans>Cancel repair order</Trans>}
        busy={step.isPending}
        onCancel={cancelling.close}
        onConfirm={() =>
          step.mutate({ id: order.id, change: { status: 'cancelled' } }, { onSettled: cancelling.close })
        }
      />
    </Group>
  );
}

/** "Send estimate": the lines as they are now, frozen as the next version and emailed to the customer. */
function SendEstimate({ order }: { order: RepairOrder }) {
  const { sendEstimate } = useRepairOrderChanges();
  const { money } = useDashboardFormats();
  if (!ESTIMATE_SENDABLE_FROM.includes(order.status)) return null;
  const next = order.estimates.length + 1;
  const total = money.format(Number(order.totals.total));
  const email = order.email;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ro-send-estimate">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={3} size="h5" id="ro-send-estimate">
            <Trans>Estimate</Trans>
          </Title>
          <Text size="sm">
            {email ? (
              <Trans>
                Version {next} ({total}) goes to {email} with a link to approve or decline each line.
              </Trans>
            ) : (
              <Trans>The customer has no email address: call them with the estimate.</Trans>
            )}
          </Text>
        </div>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={sendEstimate.isPending}
          disabled={order.lines.length === 0 || !order.email}
          onClick={() => sendEstimate.mutate({ id: order.id })}
        >
          <Trans>Send estimate</Trans>
        </Button>
      </Group>
    </Card>
  );
}
