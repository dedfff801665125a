import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { OverbookWarning } from './OverbookWarning.tsx';
import { StaffSlotSelect } from './StaffSlotSelect.tsx';
import { type StaffBookingRefusal, useRefusalText } from './staff-booking-refusals.ts';
import { useSlotChoice } from './useSlotChoice.ts';
import { useStaffSlots } from './useStaffSlots.ts';

/** Move an appointment to another slot (a full one after the warning); its status stays. */
export function RescheduleDialog({
  opened,
  customer,
  current,
  busy,
  refusal,
  onMove,
  onClose,
}: {
  opened: boolean;
  customer: string;
  current: string;
  busy: boolean;
  /** Why the last move was refused, shown in the dialog. */
  refusal: StaffBookingRefusal | null;
  /** Moved or refused, the list and its times are read again. */
  onMove: (move: { start: string; overbook: boolean }) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <DashboardModal opened={opened} onClose={onClose} title={t`Reschedule ${customer}`}>
      <MoveForm current={current} busy={busy} refusal={refusal} onMove={onMove} onClose={onClose} />
    </DashboardModal>
  );
}

function MoveForm({
  current,
  busy,
  refusal,
  onMove,
  onClose,
}: {
  current: string;
  busy: boolean;
  refusal: StaffBookingRefusal | null;
  onMove: (move: { start: string; overbook: boolean }) => void;
  onClose: () => void;
}) {
  const messages = useValidationMessages();
  const refusalText = useRefusalText();
  const slots = useStaffSlots();
  const choice = useSlotChoice(slots);
  const [start, setStart] = useState('');
  const [error, setError] = useState<string | undefined>();
  const chosen = slots.find(start);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!start) return setError(messages.timeInvalid);
        const overbook = choice.overbookFor(start);
        if (overbook === null) return;
        onMove({ start, overbook });
      }}
    >
      <Stack>
        <Text size="sm">
          <Trans>Now: {current}</Trans>
        </Text>
        <StaffSlotSelect
          slots={slots}
          value={start}
          onChange={(next) => {
            choice.reset();
            setError(undefined);
            setStart(next);
          }}
          error={error}
        />
        {chosen?.full && (
          <OverbookWarning slot={chosen} confirmed={choice.confirmed} onConfirm={choice.confirm} error={choice.error} />
        )}
        {refusal && (
          <Alert color="red" role="alert">
            {refusalText(refusal)}
          </Alert>
        )}
        <FormActions submit={<Trans>Move appointment</Trans>} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
