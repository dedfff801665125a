import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { type LoginInput, loginSchema, type SecondFactorMethod } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { trpc } from '../../trpc.ts';
import { refusalReason } from '../dashboard-kit/server-issues.ts';
import { useHeldSubmit } from '../forms/useHeldSubmit.ts';
import { useValidationMessages } from '../forms/useValidationMessages.ts';
import { CredentialsFields } from './CredentialsFields.tsx';
import { askForPasskey, passkeysSupported } from './passkey-browser.ts';
import { SecondFactorStep } from './SecondFactorStep.tsx';
import { useSignedIn, useSignIn } from './session.ts';

/** Email and password, then a second step when the account has one; or a passkey alone. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const signIn = useSignIn();
  const signedIn = useSignedIn();
  const [second, setSecond] = useState<{ ticket: string; methods: SecondFactorMethod[] } | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema(messages)),
    defaultValues: { email: '', password: '' },
  });
  // The server's page shows the passkey button (so a click on it before the page's code is in is
  // held and answered, as Sign in's); a browser without passkeys then takes it away.
  const [canUsePasskeys, setCanUsePasskeys] = useState(true);
  useEffect(() => setCanUsePasskeys(passkeysSupported()), []);
  const hydrated = useMounted();
  const passkeyOptions = useMutation(trpc.auth.passkeyOptions.mutationOptions());
  const passkeyLogin = useMutation(trpc.auth.passkeyLogin.mutationOptions());
  // The server's challenge, the browser's prompt, the server's answer: one step for the button.
  const withPasskey = useMutation({
    mutationFn: async () => {
      const { ticket, options } = await passkeyOptions.mutateAsync();
      const response = await askForPasskey(options);
      return passkeyLogin.mutateAsync({ ticket, response });
    },
    onSuccess: (answer) => {
      signedIn(answer);
      onSignedIn();
    },
  });

  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (answer) => {
        if ('mfaRequired' in answer) setSecond({ ticket: answer.ticket, methods: answer.methods });
        else onSignedIn();
      },
    }),
  );
  // /auth comes rendered by the server: a click on Sign in before the code is in is sent once it is.
  const formElement = useHeldSubmit(() => void submit());
  const passkeyForm = useHeldSubmit(() => withPasskey.mutate());

  const failure = (() => {
    if (withPasskey.isError) {
      return refusalReason(withPasskey.error) === 'rate-limited'
        ? t`Too many sign-in attempts. Please wait and try again.`
        : t`The passkey did not sign you in. Try again or use your password.`;
    }
    if (!signIn.isError) return null;
    switch (refusalReason(signIn.error)) {
      case 'invalid-credentials':
        return t`Invalid email or password`;
      case 'rate-limited':
        return t`Too many sign-in attempts. Please wait and try again.`;
      default:
        return t`Login failed. Please try again.`;
    }
  })();

  if (second) {
    return (
      <SecondFactorStep
        ticket={second.ticket}
        methods={second.methods}
        onSignedIn={onSignedIn}
        onStartAgain={() => setSecond(null)}
      />
    );
  }
  return (
    <Stack>
      <form id="sign-in" ref={formElement} data-waiting-for-code="" noValidate onSubmit={submit}>
        <Stack>
          {failure && (
            <Alert color="red" role="alert" title={t`Sign-in failed`}>
              {failure}
            </Alert>
          )}
          <CredentialsFields form={form} busy={signIn.isPending} />
        </Stack>
      </form>
      {canUsePasskeys && (
        <form
          id="sign-in-passkey"
          ref={passkeyForm}
          data-waiting-for-code=""
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            withPasskey.mutate();
          }}
        >
          <Stack>
            <Divider label={t`or`} labelPosition="center" />
            {/* Enabled by the page's first code (early-submit.ts), as Sign in. */}
            <Button type="submit" variant="outline" loading={withPasskey.isPending} disabled={!hydrated}>
              <Trans>Continue with a passkey</Trans>
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
