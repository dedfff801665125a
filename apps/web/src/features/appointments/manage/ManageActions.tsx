import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Textarea, Title } from '@mantine/core';
import type { RefusalReason } from '@shop/contract';
import { useState } from 'react';
import { PublicSlotSelect } from '../PublicSlotSelect.tsx';
import { fetchOpenSlots } from '../public-booking.ts';
import type { Slot } from '../slot-days.ts';
import { changeManaged, type ManagedAppointment } from './managed-appointment.ts';

type Refusal = RefusalReason | 'failed' | 'not-offered';

/** Move to another free time, or cancel (the reason is optional, and asked once more before it goes). */
export function ManageActions({
  token,
  appointment,
  onChanged,
}: {
  token: string;
  appointment: ManagedAppointment;
  onChanged: (next: ManagedAppointment, change: 'cancelled' | 'moved') => void;
}) {
  const { t } = useLingui();
  const [slots, setSlots] = useState<Slot[] | null | undefined>(undefined);
  const [moving, setMoving] = useState(false);
  const [start, setStart] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const loadSlots = () => {
    setSlots(undefined);
    fetchOpenSlots().then(
      (free) => setSlots(free.filter((s) => s.start !== new Date(appointment.appointmentDate).toISOString())),
      () => setSlots(null),
    );
  };
  const send = async (change: Parameters<typeof changeManaged>[1], kind: 'cancelled' | 'moved') => {
    setBusy(true);
    setRefusal(null);
    const answer = await changeManaged(token, change);
    setBusy(false);
    if ('appointment' in answer) {
      setMoving(false);
      setCancelling(false);
      return onChanged(answer.appointment, kind);
    }
    const notOffered = answer.issues.some((i) => i.path === 'appointmentDate');
    setRefusal(notOffered ? 'not-offered' : answer.refused);
    if (notOffered || answer.refused === 'slot-taken') loadSlots();
  };
  const refusalText = (r: Refusal) =>
    r === 'slot-taken'
      ? t`Someone took that time a moment ago; please pick another.`
      : r === 'not-offered'
        ? t`That time is no longer offered; please pick another.`
        : r === 'past-cutoff' || r === 'appointment-closed'
          ? t`This appointment can no longer be changed here. Please call us.`
          : r === 'rate-limited'
            ? t`Too many tries. Please wait a few minutes.`
            : t`Your change was not saved. Please try again or call us.`;

  return (
    <Stack mt="lg">
      {refusal && (
        <Alert color="red.8" variant="light" role="alert">
          {refusalText(refusal)}
        </Alert>
      )}
      {moving ? (
        <Stack component="section" aria-labelledby="move-title" gap="sm">
          <Title order={2} size="h4" id="move-title">
            <Trans>Move to another time</Trans>
          </Title>
          <PublicSlotSelect slots={slots} value={start} onChange={setStart} onBlur={() => {}} />
          <Group>
            <Button
              loading={busy}
              disabled={!start}
              onClick={() => send({ reschedule: { appointmentDate: start } }, 'moved')}
            >
              <Trans>Move my appointment</Trans>
            </Button>
            <Button variant="default" onClick={() => setMoving(false)}>
              <Trans>Keep the current time</Trans>
            </Button>
          </Group>
        </Stack>
      ) : cancelling ? (
        <Stack component="section" aria-labelledby="cancel-title" gap="sm">
          <Title order={2} size="h4" id="cancel-title">
            <Trans>Cancel the appointment</Trans>
          </Title>
          <Textarea
            label={t`Reason (optional)`}
            maxLength={500}
            autosize
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group>
            <Button
              color="red.8"
              loading={busy}
              onClick={() => send({ cancel: { reason: reason.trim() || null } }, 'cancelled')}
            >
              <Trans>Yes, cancel it</Trans>
            </Button>
            <Button variant="default" onClick={() => setCancelling(false)}>
              <Trans>Keep my appointment</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group>
          <Button
            onClick={() => {
              setMoving(true);
              setRefusal(null);
              loadSlots();
            }}
          >
            <Trans>Choose another time</Trans>
          </Button>
          <Button
            variant="outline"
            color="red.8"
            onClick={() => {
              setCancelling(true);
              setRefusal(null);
            }}
          >
            <Trans>Cancel my appointment</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
