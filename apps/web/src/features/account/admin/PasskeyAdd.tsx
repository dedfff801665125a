import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { createPasskey, passkeysSupported } from '../../auth/passkey-browser.ts';

/** Adds a passkey of this device (or a security key) under a name its owner chooses. */
export function PasskeyAdd({
  guard,
  onDone,
}: {
  guard: <T>(call: () => Promise<T>) => Promise<T>;
  onDone: (recoveryCodes: string[] | null) => void;
}) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(false);
  const begin = useMutation(trpc.account.passkeyOptions.mutationOptions());
  const addPasskey = useMutation(trpc.account.passkeyAdd.mutationOptions());
  if (!passkeysSupported()) return null;
  const add = async () => {
    setBusy(true);
    setFailure(false);
    try {
      const options = await guard(() => begin.mutateAsync());
      const response = await createPasskey(options);
      const added = await guard(() => addPasskey.mutateAsync({ name: name.trim() || t`Passkey`, response }));
      setName('');
      onDone(added.recoveryCodes);
    } catch {
      setFailure(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack>
      {failure && (
        <Alert color="red" role="alert">
          <Trans>The passkey was not added. Please try again.</Trans>
        </Alert>
      )}
      <Group align="flex-end">
        <TextInput
          label={t`Passkey name`}
          description={t`For example: shop laptop, my phone`}
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button variant="outline" loading={busy} onClick={() => void add()}>
          <Trans>Add a passkey</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
