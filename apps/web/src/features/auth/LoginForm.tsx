import '@mantine/core/styles/PasswordInput.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type LoginInput, loginSchema } from '@shop/contract';
import { useForm } from 'react-hook-form';
import { useValidationMessages } from '../i18n/useValidationMessages.ts';
import { errorCode, useSignIn } from './session.ts';

/** Email and password; calls `onSignedIn` once the token is stored. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const signIn = useSignIn();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema(messages)),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const failure = (() => {
    if (!signIn.isError) return null;
    switch (errorCode(signIn.error)) {
      case 'UNAUTHORIZED':
        return t`Invalid email or password`;
      case 'TOO_MANY_REQUESTS':
        return t`Too many sign-in attempts. Please wait and try again.`;
      default:
        return t`Login failed. Please try again.`;
    }
  })();

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => signIn.mutate(values, { onSuccess: onSignedIn }))}>
      <Stack>
        {failure && (
          <Alert color="red" role="alert" title={t`Sign-in failed`}>
            {failure}
          </Alert>
        )}
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          <Trans>Sign in</Trans>
        </Button>
      </Stack>
    </form>
  );
}
