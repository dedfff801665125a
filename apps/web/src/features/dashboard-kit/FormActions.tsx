import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePhoneScreen } from './usePhoneScreen.ts';

/**
 * The buttons under a staff form: the way out (Cancel unless told) and the submit, which shows
 * the change on its way (`busy`). On a phone they share the row, each a thumb's width.
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
  return (
    <Group justify="flex-end" grow={phone}>
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        {cancel ?? <Trans>Cancel</Trans>}
      </Button>
      <Button type="submit" color={color} loading={busy} disabled={disabled}>
        {submit}
      </Button>
    </Group>
  );
}
