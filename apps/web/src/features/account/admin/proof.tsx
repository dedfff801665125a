import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { askForPasskey, passkeysSupported } from '../../auth/passkey-browser.ts';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import { refusalReason } from '../../dashboard-kit/server-issues.ts';

interface Waiting {
  retry: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  error: unknown;
}

/**
 * Changing one's password or factors needs the password (or a passkey) given in the last five
 * minutes. `guard(call)` makes the call; when the server asks for that proof, a dialog asks for
 * it and then makes the call again.
 */
export function useProof(): { guard: <T>(call: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const waiting = useRef<Waiting | null>(null);
  const [open, setOpen] = useState(false);
  const guard = async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (refusalReason(error) !== 'reauthentication-required') throw error;
      return new Promise<T>((resolve, reject) => {
        waiting.current = { retry: call, resolve: resolve as (v: unknown) => void, reject, error };
        setOpen(true);
      });
    }
  };
  const close = (proved: boolean) => {
    setOpen(false);
    const w = waiting.current;
    waiting.current = null;
    if (!w) return;
    if (proved) w.retry().then(w.resolve, w.reject);
    else w.reject(w.error);
  };
  return { guard, dialog: <ProofDialog opened={open} onDone={close} /> };
}

function ProofDialog({ opened, onDone }: { opened: boolean; onDone: (proved: boolean) => void }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const withPassword = useMutation(trpc.account.reauthenticate.mutationOptions());
  const passkeyOptions = useMutation(trpc.account.reauthenticateOptions.mutationOptions());
  const withPasskey = useMutation(trpc.account.reauthenticateWithPasskey.mutationOptions());
  const finish = (proved: boolean) => {
    setPassword('');
    setFailure(null);
    onDone(proved);
  };
  const attempt = async (prove: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await prove();
      finish(true);
    } catch (error) {
      setFailure(
        refusalReason(error) === 'rate-limited'
          ? t`Too many attempts. Please wait and try again.`
          : t`That did not confirm it is you. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <DashboardModal opened={opened} onClose={() => finish(false)} title={t`Confirm it is you`}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void attempt(() => withPassword.mutateAsync({ password }));
        }}
      >
        <Stack>
          <Text>
            <Trans>Enter your password again to change your sign-in.</Trans>
          </Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput
            label={t`Current password`}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="current-password"
            data-autofocus
            required
          />
          <Group justify="space-between">
            {passkeysSupported() ? (
              <Button
                variant="subtle"
                disabled={busy}
                onClick={() =>
                  void attempt(async () => {
                    const options = await passkeyOptions.mutateAsync();
                    const response = await askForPasskey(options);
                    await withPasskey.mutateAsync({ response });
                  })
                }
              >
                <Trans>Use a passkey</Trans>
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" onClick={() => finish(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={busy}>
                <Trans>Confirm</Trans>
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </DashboardModal>
  );
}
