import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';

/** Cancel an appointment: the reason is required (the customer's email gives it). */
export function CancelDialog({
  opened,
  customer,
  busy,
  onCancelAppointment,
  onClose,
}: {
  opened: boolean;
  customer: string;
  busy: boolean;
  onCancelAppointment: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <DashboardModal opened={opened} onClose={onClose} title={t`Cancel the appointment of ${customer}`}>
      <ReasonForm busy={busy} onSubmit={onCancelAppointment} onClose={onClose} />
    </DashboardModal>
  );
}

function ReasonForm({
  busy,
  onSubmit,
  onClose,
}: {
  busy: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!reason.trim()) return setError(messages.cancelReasonRequired);
        onSubmit(reason.trim());
      }}
    >
      <Stack>
        <Textarea
          label={t`Reason`}
          description={t`The customer is told this by email`}
          required
          rows={3}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <FormActions
          submit={<Trans>Cancel appointment</Trans>}
          busy={busy}
          onCancel={onClose}
          cancel={<Trans>Keep appointment</Trans>}
          color="red.8"
        />
      </Stack>
    </form>
  );
}
