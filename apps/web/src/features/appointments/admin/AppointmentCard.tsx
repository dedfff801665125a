import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Text } from '@mantine/core';
import { BOOKING } from '@shop/contract';
import { useId, useState } from 'react';
import { AppointmentStatusBadge } from '../../dashboard-kit/StatusBadge.tsx';
import { AppointmentHistory } from './AppointmentHistory.tsx';
import type { Appointment } from './useAppointmentChanges.ts';

export const customerName = (a: Appointment) => `${a.firstName} ${a.lastName}`;

/** One appointment in the staff list: who, when, what, and the actions its status allows. */
export function AppointmentCard({
  appointment: a,
  when,
  past,
  busy,
  onConfirm,
  onComplete,
  onReschedule,
  onCancel,
  onNoShow,
}: {
  appointment: Appointment;
  when: string;
  /** Its time has passed: a confirmed one may be marked a no-show. */
  past: boolean;
  busy: boolean;
  onConfirm: () => void;
  onComplete: () => void;
  onReschedule: () => void;
  onCancel: () => void;
  onNoShow: () => void;
}) {
  const { t } = useLingui();
  const name = customerName(a);
  const vehicle = [a.vehicleYear, a.vehicleMake, a.vehicleModel].filter(Boolean).join(' ');
  const open = a.status === 'pending' || a.status === 'confirmed';
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();
  const noShows = a.noShows;
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
        <Group gap="xs">
          {open && noShows >= BOOKING.noShowWarning && (
            <Badge color="orange.9" variant="filled" autoContrast>
              <Trans>Missed {noShows} appointments before</Trans>
            </Badge>
          )}
          <AppointmentStatusBadge status={a.status} />
        </Group>
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
          {a.status === 'confirmed' && past && (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              loading={busy}
              onClick={onNoShow}
              aria-label={t`Mark no-show: ${name}`}
            >
              <Trans>Mark no-show</Trans>
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
      <Button
        size="xs"
        variant="subtle"
        mt="xs"
        px={0}
        aria-expanded={showHistory}
        aria-controls={historyId}
        aria-label={t`History: ${name}`}
        onClick={() => setShowHistory((shown) => !shown)}
      >
        <Trans>History</Trans>
      </Button>
      <div id={historyId}>{showHistory && <AppointmentHistory id={a.id} />}</div>
    </Card>
  );
}
