import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Group, Text } from '@mantine/core';
import { AppointmentStatusBadge } from '../../dashboard-kit/StatusBadge.tsx';
import type { Appointment } from './useAppointmentChanges.ts';

export const customerName = (a: Appointment) => `${a.firstName} ${a.lastName}`;

/** One appointment in the staff list: who, when, what, and the actions its status allows. */
export function AppointmentCard({
  appointment: a,
  when,
  busy,
  onConfirm,
  onComplete,
  onReschedule,
  onCancel,
}: {
  appointment: Appointment;
  when: string;
  busy: boolean;
  onConfirm: () => void;
  onComplete: () => void;
  onReschedule: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const name = customerName(a);
  const vehicle = [a.vehicleYear, a.vehicleMake, a.vehicleModel].filter(Boolean).join(' ');
  const open = a.status === 'pending' || a.status === 'confirmed';
  return (
    <Card withBorder padding="md" component="article" aria-label={name} data-row>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Text fw={600}>{name}</Text>
          <Group gap="md">
            <Anchor size="sm" href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>
              {a.phone}
            </Anchor>
            {a.email && (
              <Anchor size="sm" href={`mailto:${a.email}`}>
                {a.email}
              </Anchor>
            )}
          </Group>
        </div>
        <AppointmentStatusBadge status={a.status} />
      </Group>
      <Group gap="lg" mt="xs">
        <Text size="sm" fw={600}>
          {when}
        </Text>
        <Text size="sm">{a.serviceName ?? t`Service TBD`}</Text>
        {vehicle && <Text size="sm">{vehicle}</Text>}
      </Group>
      {a.notes && (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {a.notes}
        </Text>
      )}
      {a.status === 'cancelled' && a.cancelReason && (
        <Text size="sm" mt="xs" c="dimmed">
          <Trans>Cancelled: {a.cancelReason}</Trans>
        </Text>
      )}
      {open && (
        <Group gap="xs" mt="sm">
          {a.status === 'pending' && (
            <Button size="xs" loading={busy} onClick={onConfirm} aria-label={t`Confirm: ${name}`}>
              <Trans>Confirm</Trans>
            </Button>
          )}
          {a.status === 'confirmed' && (
            <Button
              size="xs"
              color="#166534"
              loading={busy}
              onClick={onComplete}
              aria-label={t`Mark completed: ${name}`}
            >
              <Trans>Mark completed</Trans>
            </Button>
          )}
          <Button size="xs" variant="default" onClick={onReschedule} aria-label={t`Reschedule: ${name}`}>
            <Trans>Reschedule</Trans>
          </Button>
          <Button size="xs" variant="outline" color="red.8" onClick={onCancel} aria-label={t`Cancel: ${name}`}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      )}
    </Card>
  );
}
