import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PublicSlotSelect } from '../PublicSlotSelect.tsx';
import { fetchOpenSlots } from '../public-booking.ts';
import type { Slot } from '../slot-days.ts';
import type { ChangeRefusal } from './change-managed.ts';
import { RefusalAlert } from './RefusalAlert.tsx';

/** The free times (the booking page's), the chosen one sent on "Move my appointment". */
export default function MoveForm({
  current,
  busy,
  refusal,
  onMove,
  onBack,
}: {
  /** The appointment's own time, left out of the choices. */
  current: string;
  busy: boolean;
  refusal: ChangeRefusal | null;
  onMove: (start: string) => void;
  onBack: () => void;
}) {
  const [slots, setSlots] = useState<Slot[] | null | undefined>(undefined);
  const [start, setStart] = useState('');
  // Read again after a refusal that says the times shown were out of date.
  const stale = refusal === 'taken' || refusal === 'not-offered';
  useEffect(() => {
    if (refusal !== null && !stale) return;
    let cancelled = false;
    setSlots(undefined);
    const own = new Date(current).getTime();
    fetchOpenSlots().then(
      (free) => !cancelled && setSlots(free.filter((s) => new Date(s.start).getTime() !== own)),
      () => !cancelled && setSlots(null),
    );
    return () => {
      cancelled = true;
    };
  }, [current, refusal, stale]);
  return (
    <Stack component="section" aria-labelledby="move-title" gap="sm" mt="lg">
      <Title order={2} size="h4" id="move-title">
        <Trans>Move to another time</Trans>
      </Title>
      <RefusalAlert refusal={refusal} />
      <PublicSlotSelect slots={slots} value={start} onChange={setStart} onBlur={() => {}} />
      <Group>
        <Button loading={busy} disabled={!start} onClick={() => onMove(start)}>
          <Trans>Move my appointment</Trans>
        </Button>
        <Button variant="default" onClick={onBack}>
          <Trans>Keep the current time</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
