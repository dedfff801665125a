import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { ChangeRefusal } from './change-managed.ts';
import { RefusalAlert } from './RefusalAlert.tsx';

/** The optional reason, then "Yes, cancel it". */
export default function CancelForm({
  busy,
  refusal,
  onCancel,
  onBack,
}: {
  busy: boolean;
  refusal: ChangeRefusal | null;
  onCancel: (reason: string | null) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  return (
    <Stack component="section" aria-labelledby="cancel-title" gap="sm" mt="lg">
      <Title order={2} size="h4" id="cancel-title">
        <Trans>Cancel the appointment</Trans>
      </Title>
      <RefusalAlert refusal={refusal} />
      <Textarea
        label={t`Reason (optional)`}
        maxLength={500}
        autosize
        minRows={2}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <Group>
        <Button color="red.8" loading={busy} onClick={() => onCancel(reason.trim() || null)}>
          <Trans>Yes, cancel it</Trans>
        </Button>
        <Button variant="default" onClick={onBack}>
          <Trans>Keep my appointment</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
