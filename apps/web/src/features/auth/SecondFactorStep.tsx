import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { SecondFactorMethod } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../trpc.ts';
import { refusalReason } from '../dashboard-kit/server-issues.ts';
import { askForPasskey } from './passkey-browser.ts';
import { useSignedIn } from './session.ts';

/** After the right password: a code from the app, a recovery code, or a passkey. */
export function SecondFactorStep({
  ticket,
  methods,
  onSignedIn,
  onStartAgain,
}: {
  ticket: string;
  methods: SecondFactorMethod[];
  onSignedIn: () => void;
  onStartAgain: () => void;
}) {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  const [code, setCode] = useState('');
  const done = (answer: Parameters<typeof signedIn>[0]) => {
    signedIn(answer);
    onSignedIn();
  };
  const withCode = useMutation(trpc.auth.secondFactor.mutationOptions({ onSuccess: done }));
  const passkeyOptions = useMutation(trpc.auth.secondFactorPasskeyOptions.mutationOptions());
  const passkeyAnswer = useMutation(trpc.auth.secondFactorPasskey.mutationOptions());
  // The server's challenge, the browser's prompt, the server's answer: one step for the button.
  const withPasskey = useMutation({
    mutationFn: async () => {
      const options = await passkeyOptions.mutateAsync({ ticket });
      const response = await askForPasskey(options);
      return passkeyAnswer.mutateAsync({ ticket, response });
    },
    onSuccess: done,
  });
  const error = withCode.error ?? withPasskey.error;
  const reason = refusalReason(error);
  const failure = !error
    ? null
    : reason === 'invalid-code'
      ? t`That code is not right, or was used already. Try the newest code.`
      : reason === 'sign-in-ticket-expired'
        ? t`This sign-in has expired. Please start again.`
        : reason === 'rate-limited'
          ? t`Too many codes tried. Please wait and try again.`
          : reason
            ? t`Sign-in failed. Please try again.`
            : t`The passkey was not used. Try again or enter a code.`;

  return (
    <Stack>
      {failure && (
        <Alert color="red" role="alert" title={t`Sign-in failed`}>
          {failure}
        </Alert>
      )}
      <Text>
        <Trans>Your account has two-step sign-in. Confirm it is you.</Trans>
      </Text>
      {(methods.includes('totp') || methods.includes('recovery-code')) && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (code.trim()) withCode.mutate({ ticket, code });
          }}
        >
          <Stack>
            <TextInput
              label={t`Code from your authenticator app, or a recovery code`}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              autoComplete="one-time-code"
              inputMode="text"
              autoFocus
              required
            />
            <Button type="submit" loading={withCode.isPending}>
              <Trans>Verify</Trans>
            </Button>
          </Stack>
        </form>
      )}
      <Group justify="space-between">
        {methods.includes('passkey') && (
          <Button variant="outline" loading={withPasskey.isPending} onClick={() => withPasskey.mutate()}>
            <Trans>Use a passkey</Trans>
          </Button>
        )}
        <Button variant="subtle" onClick={onStartAgain}>
          <Trans>Start again</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
