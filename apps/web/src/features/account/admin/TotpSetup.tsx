import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type RouterOutputs, trpc } from '../../../trpc.ts';

type Begun = RouterOutputs['account']['totpBegin'];

/** Setting up an authenticator app: scan the QR code or type the secret, then confirm with a code. */
export function TotpSetup({
  guard,
  onDone,
}: {
  guard: <T>(call: () => Promise<T>) => Promise<T>;
  onDone: (recoveryCodes: string[] | null) => void;
}) {
  const { t } = useLingui();
  const [begun, setBegun] = useState<Begun | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const begin = useMutation(trpc.account.totpBegin.mutationOptions());
  const confirm = useMutation(trpc.account.totpConfirm.mutationOptions());
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
    } catch {
      setFailure(t`That code is not right. Check the time on your phone and try the newest code.`);
    } finally {
      setBusy(false);
    }
  };

  if (!begun) {
    return (
      <Button
        w="fit-content"
        loading={busy}
        onClick={() => void run(async () => setBegun(await guard(() => begin.mutateAsync())))}
      >
        <Trans>Set up an authenticator app</Trans>
      </Button>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          const { recoveryCodes } = await guard(() => confirm.mutateAsync({ code }));
          onDone(recoveryCodes);
        });
      }}
    >
      <Stack>
        <Text>
          <Trans>Scan this code with your authenticator app, or type the key into it.</Trans>
        </Text>
        <Image src={begun.qrCode} alt={t`QR code for your authenticator app`} w={200} h={200} />
        <Text>
          <Trans>Key:</Trans> <Code data-totp-secret>{begun.secret}</Code>
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group align="flex-end">
          <TextInput
            label={t`6-digit code from the app`}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
          <Button type="submit" loading={busy}>
            <Trans>Confirm</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
