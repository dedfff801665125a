import '@mantine/core/styles/PasswordInput.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, TextInput } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { LoginInput } from '@shop/contract';
import type { UseFormReturn } from 'react-hook-form';

/** Email, password and the sign-in button, shared by /auth, /dashboard and the /login portal. */
export function CredentialsFields({ form, busy }: { form: UseFormReturn<LoginInput>; busy: boolean }) {
  const { t } = useLingui();
  const { errors } = form.formState;
  // Without any of the page's code the button would send the form as a plain page request (the
  // password in the address); the entry enables it in the server's HTML as soon as it runs.
  const hydrated = useMounted();
  return (
    <>
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
      <Button type="submit" loading={busy} disabled={!hydrated} fullWidth>
        <Trans>Sign in</Trans>
      </Button>
    </>
  );
}
