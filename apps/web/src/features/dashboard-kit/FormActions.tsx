import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePhoneScreen } from './usePhoneScreen.ts';

/**
 * The buttons under a staff form: the way out (Cancel unless told) and the submit, which shows
 * the change on its way (`busy`). On a phone each takes the whole width, the submit last, nearest
 * the thumb: a row of two would cut their words short.
 */
export function FormActions({
  submit,
  busy,
  onCancel,
  cancel,
  color,
  disabled,
  cancelDisabled,
}: {
  /** What the submit button says. */
  submit: ReactNode;
  busy: boolean;
  onCancel: () => void;
  /** What the way out says: Cancel unless told. */
  cancel?: ReactNode;
  /** The submit's colour, red for what can't be undone. */
  color?: ButtonProps['color'];
  /** The submit waits for something (an upload) besides the change itself. */
  disabled?: boolean;
  /** The way out can't be taken now (undoing a form's changes while they are saved). */
  cancelDisabled?: boolean;
}) {
  const phone = usePhoneScreen();
  const buttons = (
    <>
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled} fullWidth={phone}>
        {cancel ?? <Trans>Cancel</Trans>}
      </Button>
      <Button type="submit" color={color} loading={busy} disabled={disabled} fullWidth={phone}>
        {submit}
      </Button>
    </>
  );
  return phone ? <Stack gap="xs">{buttons}</Stack> : <Group justify="flex-end">{buttons}</Group>;
}
