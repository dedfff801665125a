import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { type LoginInput, loginPortalSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DataProvider } from '../../DataProvider.tsx';
import { useHeldSubmit } from '../forms/useHeldSubmit.ts';
import { useValidationMessages } from '../forms/useValidationMessages.ts';
import { showErrorToast } from '../toast/toast.ts';
import { CredentialsFields } from './CredentialsFields.tsx';
import { PortalRefusal, signInThroughPortal, useSignedIn } from './session.ts';

/** The /login portal's form with all it needs: fetched when the visitor starts on it (LoginPage). */
export function PortalForm({ onReady }: { onReady: () => void }) {
  return (
    <DataProvider>
      <Portal onReady={onReady} />
    </DataProvider>
  );
}

function Portal({ onReady }: { onReady: () => void }) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const signIn = useMutation({
    mutationFn: signInThroughPortal,
    onSuccess: (answer) => {
      // The portal takes the password only: a second factor is asked on the staff sign-in screen.
      if ('mfaRequired' in answer) {
        showErrorToast(t`Two-step sign-in`, t`This account also needs a code or a passkey: sign in here.`);
        void navigate({ to: '/auth' });
        return;
      }
      signedIn(answer);
      void navigate({ to: '/dashboard' });
    },
    onError: (error) =>
      showErrorToast(
        t`Login Failed`,
        error instanceof PortalRefusal && error.reason === 'rate-limited'
          ? t`Too many sign-in attempts. Please wait and try again.`
          : t`Please check your credentials and try again.`,
      ),
  });
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginPortalSchema(messages)),
    defaultValues: { email: '', password: '' },
  });
  const submit = form.handleSubmit((values) => signIn.mutate(values));
  // The page comes rendered by the server: a click on Sign in before the code is in is sent once it is.
  const formElement = useHeldSubmit(() => void submit());
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form has taken the page over.
  useEffect(() => onReady(), []);
  return (
    <form id="sign-in" ref={formElement} data-waiting-for-code="" noValidate onSubmit={submit}>
      <Stack>
        <CredentialsFields form={form} busy={signIn.isPending} />
      </Stack>
    </form>
  );
}
