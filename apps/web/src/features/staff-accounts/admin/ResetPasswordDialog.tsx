import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, PasswordInput, Stack, Text } from '@mantine/core';
import { PASSWORD_RULES, staffAccountUpdateSchema } from '@shop/contract';
import { useState } from 'react';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { PasswordMeter } from './PasswordMeter.tsx';
import type { StaffAccount } from './useStaffAccounts.ts';

/**
 * Reset password: a new one typed here, or made up by the server and shown once. Either way the
 * account's sessions end.
 */
export function ResetPasswordDialog({
  opened,
  account,
  busy,
  onClose,
  onReset,
  refused,
}: {
  opened: boolean;
  account: StaffAccount | null;
  busy: boolean;
  onClose: () => void;
  /** `password` null: let the server make one up. */
  onReset: (password: string | null) => void;
  /** Why the server refused the typed password, in the manager's language. */
  refused: string | null;
}) {
  const { t } = useLingui();
  return (
    <DashboardModal opened={opened} onClose={onClose} title={t`Reset password`}>
      {account && (
        <ResetPasswordForm account={account} busy={busy} onCancel={onClose} onReset={onReset} refused={refused} />
      )}
    </DashboardModal>
  );
}

function ResetPasswordForm({
  account,
  busy,
  onCancel,
  onReset,
  refused,
}: {
  account: StaffAccount;
  busy: boolean;
  onCancel: () => void;
  onReset: (password: string | null) => void;
  refused: string | null;
}) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const [typed, setTyped] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const email = account.email;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!typed) return onReset(null);
    const checked = staffAccountUpdateSchema(messages).shape.password.safeParse(password);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? messages.invalidValue);
    onReset(password);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Text>
          <Trans>A new password for {email}. They are signed out everywhere at once.</Trans>
        </Text>
        <Checkbox
          label={t`Type the new password myself`}
          description={t`Otherwise a password is made up and shown to you once.`}
          checked={typed}
          onChange={(e) => setTyped(e.currentTarget.checked)}
        />
        {typed && (
          <PasswordInput
            label={t`New password`}
            required
            autoComplete="new-password"
            value={password}
            description={t`At least ${PASSWORD_RULES.min} characters, ${PASSWORD_RULES.recommended} or more recommended.`}
            error={error ?? refused}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setError(null);
            }}
          />
        )}
        {typed && (
          <PasswordMeter password={password} ownWords={[email, account.firstName ?? '', account.lastName ?? '']} />
        )}
        <FormActions submit={<Trans>Reset password</Trans>} busy={busy} onCancel={onCancel} color="red.8" />
      </Stack>
    </form>
  );
}
