import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { type ChangeRefusal, changeManaged } from './change-managed.ts';
import type { ManagedAppointment } from './managed-appointment.ts';

// The forms (a select of times, a text box) come when the customer opens one: the page's first
// download stays within the public budget, and most visitors only look.
const MoveForm = lazy(() => import('./MoveForm.tsx'));
const CancelForm = lazy(() => import('./CancelForm.tsx'));

/** Move to another free time, or cancel (the reason is optional); each asks once more before it goes. */
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
  const [mode, setMode] = useState<'choosing' | 'moving' | 'cancelling'>('choosing');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ChangeRefusal | null>(null);

  const send = async (change: Parameters<typeof changeManaged>[1], kind: 'cancelled' | 'moved') => {
    setBusy(true);
    setRefusal(null);
    const answer = await changeManaged(token, change);
    setBusy(false);
    if ('appointment' in answer) {
      setMode('choosing');
      return onChanged(answer.appointment, kind);
    }
    const r = answer.refused;
    setRefusal(
      answer.issues.some((i) => i.path === 'appointmentDate')
        ? 'not-offered'
        : r === 'slot-taken'
          ? 'taken'
          : r === 'past-cutoff' || r === 'appointment-closed' || r === 'link-not-valid'
            ? 'closed'
            : r === 'rate-limited'
              ? 'too-many'
              : 'failed',
    );
  };
  const open = (next: 'moving' | 'cancelling') => {
    setRefusal(null);
    setMode(next);
  };
  const back = () => {
    setRefusal(null);
    setMode('choosing');
  };

  if (mode === 'choosing') {
    return (
      <Group mt="lg">
        <Button onClick={() => open('moving')}>
          <Trans>Choose another time</Trans>
        </Button>
        <Button variant="outline" color="red.9" onClick={() => open('cancelling')}>
          <Trans>Cancel my appointment</Trans>
        </Button>
      </Group>
    );
  }
  return (
    <Suspense fallback={<Loader size="sm" mt="lg" role="status" aria-label={t`Loading…`} />}>
      {mode === 'moving' ? (
        <MoveForm
          current={appointment.appointmentDate}
          busy={busy}
          refusal={refusal}
          onMove={(start) => send({ reschedule: { appointmentDate: start } }, 'moved')}
          onBack={back}
        />
      ) : (
        <CancelForm
          busy={busy}
          refusal={refusal}
          onCancel={(reason) => send({ cancel: { reason } }, 'cancelled')}
          onBack={back}
        />
      )}
    </Suspense>
  );
}
