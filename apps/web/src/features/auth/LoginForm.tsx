import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { type LoginInput, loginSchema } from '@shop/contract';
import { useForm } from 'react-hook-form';
import { refusalReason } from '../dashboard-kit/server-issues.ts';
import { useHeldSubmit } from '../forms/useHeldSubmit.ts';
import { useValidationMessages } from '../i18n/useValidationMessages.ts';
import { CredentialsFields } from './CredentialsFields.tsx';
import { useSignIn } from './session.ts';

/** Email and password; calls `onSignedIn` once the token is stored. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const signIn = useSignIn();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema(messages)),
    defaultValues: { email: '', password: '' },
  });

  const submit = form.handleSubmit((values) => signIn.mutate(values, { onSuccess: onSignedIn }));
  // /auth comes rendered by the server: a click on Sign in before the code is in is sent once it is.
  const formElement = useHeldSubmit(() => void submit());

  const failure = (() => {
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

  return (
    <form ref={formElement} data-waiting-for-code="" noValidate onSubmit={submit}>
      <Stack>
        {failure && (
          <Alert color="red" role="alert" title={t`Sign-in failed`}>
            {failure}
          </Alert>
        )}
        <CredentialsFields form={form} busy={signIn.isPending} />
      </Stack>
    </form>
  );
}
