import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import type { ChangeRefusal } from './change-managed.ts';

/** Why the customer's change was not made, in the page's language (from the server's reason code). */
export function RefusalAlert({ refusal }: { refusal: ChangeRefusal | null }) {
  const { t } = useLingui();
  if (!refusal) return null;
  const text = {
    taken: t`Someone took that time a moment ago; please pick another.`,
    'not-offered': t`That time is no longer offered; please pick another.`,
    closed: t`This appointment can no longer be changed here. Please call us.`,
    'too-many': t`Too many tries. Please wait a few minutes.`,
    failed: t`Your change was not saved. Please try again or call us.`,
  }[refusal];
  return (
    <Alert color="red.9" variant="light" role="alert">
      {text}
    </Alert>
  );
}
