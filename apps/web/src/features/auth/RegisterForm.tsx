import '@mantine/core/styles/PasswordInput.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type RegisterInput, registerSchema } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { clearToken, storeToken } from '../../auth-token.ts';
import { trpc } from '../../trpc.ts';
import { useValidationMessages } from '../forms/useValidationMessages.ts';
import { showErrorToast } from '../toast/toast.ts';

/** Self-registration. The tab is disabled in the interface; the form and its rules stay ready. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const queryClient = useQueryClient();
  const register = useMutation({
    ...trpc.auth.register.mutationOptions(),
    onSuccess: ({ token, user }) => {
      queryClient.setQueryData(trpc.auth.me.queryKey(), user);
      storeToken(token);
      onRegistered();
    },
    onError: () => {
      clearToken();
      showErrorToast(t`Registration failed. Please try again.`);
    },
  });
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema(messages)),
    defaultValues: { email: '', password: '', confirmPassword: '', firstName: '', lastName: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => register.mutate(values))}>
      <Stack>
        <Group grow align="flex-start">
          <TextInput label={t`First name`} required error={errors.firstName?.message} {...form.register('firstName')} />
          <TextInput label={t`Last name`} required error={errors.lastName?.message} {...form.register('lastName')} />
        </Group>
        <TextInput label={t`Email`} type="email" required error={errors.email?.message} {...form.register('email')} />
        <PasswordInput
          label={t`Password`}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label={t`Confirm password`}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" loading={register.isPending} fullWidth>
          <Trans>Create account</Trans>
        </Button>
      </Stack>
    </form>
  );
}
