import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  APPOINTMENT_SCOPES,
  APPOINTMENT_STATUSES,
  type AppointmentScope,
  type AppointmentStatus,
} from '@shop/contract';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { showErrorToast } from '../../toast/toast.ts';
import { bookingRefusal, useRefusalText } from '../appointments/booking-errors.ts';
import { CancelDialog, RescheduleDialog } from '../appointments/ChangeDialogs.tsx';
import { NewAppointmentDialog } from '../appointments/NewAppointmentDialog.tsx';
import { ListSkeletons } from '../ListSkeletons.tsx';
import { AppointmentStatusBadge } from '../StatusBadge.tsx';
import { useDashboardFormats } from '../useDashboardFormats.ts';
import { useDialog } from '../useDialog.ts';

type Appointment = RouterOutputs['appointments']['list'][number];
type Change = { status: AppointmentStatus; appointmentDate?: string; reason?: string };

export function AppointmentsTab() {
  const { t } = useLingui();
  const { dateTime } = useDashboardFormats();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<AppointmentScope>('upcoming');
  const [status, setStatus] = useState<AppointmentStatus | ''>('');
  const appointments = useQuery(trpc.appointments.list.queryOptions({ scope, ...(status ? { status } : {}) }));
  const creating = useDialog<true>();
  const cancelling = useDialog<Appointment>();
  const moving = useDialog<Appointment>();
  const update = useMutation({
    ...trpc.appointments.update.mutationOptions(),
    onSuccess: () => {
      cancelling.close();
      moving.close();
    },
    onError: (error) => showErrorToast(t`The appointment was not changed`, refusalText(bookingRefusal(error))),
    // Refused or not, the list (and the free times) may have changed.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: trpc.appointments.pathKey() }),
  });
  const change = (a: Appointment, c: Change) => update.mutate({ id: a.id, change: c });
  const scopeLabel: Record<AppointmentScope, string> = { upcoming: t`Upcoming`, past: t`Past`, all: t`All` };
  const statusLabel: Record<AppointmentStatus, string> = {
    pending: t`Pending`,
    confirmed: t`Confirmed`,
    completed: t`Completed`,
    cancelled: t`Cancelled`,
  };

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <Group align="flex-end">
          <NativeSelect
            label={t`Show`}
            value={scope}
            onChange={(e) => setScope(e.currentTarget.value as AppointmentScope)}
            data={APPOINTMENT_SCOPES.map((s) => ({ value: s, label: scopeLabel[s] }))}
          />
          <NativeSelect
            label={t`Status`}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as AppointmentStatus | '')}
            data={[
              { value: '', label: t`All statuses` },
              ...APPOINTMENT_STATUSES.map((s) => ({ value: s, label: statusLabel[s] })),
            ]}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => creating.open(true)}>
          <Trans>New appointment</Trans>
        </Button>
      </Group>
      {appointments.isPending ? (
        <ListSkeletons count={3} />
      ) : appointments.isError ? (
        <Alert color="red" title={t`Error loading appointments`}>
          <Trans>Please try again later.</Trans>
        </Alert>
      ) : appointments.data.length === 0 ? (
        <Text c="dimmed">
          <Trans>No appointments here.</Trans>
        </Text>
      ) : (
        <Stack>
          {appointments.data.map((a) => (
            <AppointmentCard
              key={a.id}
              appointment={a}
              when={dateTime.format(new Date(a.appointmentDate))}
              busy={update.isPending && update.variables?.id === a.id}
              onConfirm={() => change(a, { status: 'confirmed' })}
              onComplete={() => change(a, { status: 'completed' })}
              onReschedule={() => moving.open(a)}
              onCancel={() => cancelling.open(a)}
            />
          ))}
        </Stack>
      )}
      <NewAppointmentDialog opened={creating.opened} onClose={creating.close} />
      <CancelDialog
        opened={cancelling.opened}
        customer={cancelling.subject ? fullName(cancelling.subject) : ''}
        busy={update.isPending}
        onClose={cancelling.close}
        onCancelAppointment={(reason) =>
          cancelling.subject && change(cancelling.subject, { status: 'cancelled', reason })
        }
      />
      <RescheduleDialog
        opened={moving.opened}
        customer={moving.subject ? fullName(moving.subject) : ''}
        current={moving.subject ? dateTime.format(new Date(moving.subject.appointmentDate)) : ''}
        busy={update.isPending}
        onClose={moving.close}
        onMove={(start) =>
          moving.subject && change(moving.subject, { status: moving.subject.status, appointmentDate: start })
        }
      />
    </>
  );
}

const fullName = (a: Appointment) => `${a.firstName} ${a.lastName}`;

function AppointmentCard({
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
  const name = fullName(a);
  const vehicle = [a.vehicleYear, a.vehicleMake, a.vehicleModel].filter(Boolean).join(' ');
  const open = a.status === 'pending' || a.status === 'confirmed';
  return (
    <Card withBorder padding="md" component="article" aria-label={name}>
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
