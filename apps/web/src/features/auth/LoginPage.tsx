import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { type LoginInput, loginPortalSchema } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { trpc } from '../../trpc.ts';
import { useHeldSubmit } from '../forms/useHeldSubmit.ts';
import { useValidationMessages } from '../i18n/useValidationMessages.ts';
import { showErrorToast } from '../toast/toast.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { CredentialsFields } from './CredentialsFields.tsx';
import { PortalRefusal, signInThroughPortal } from './session.ts';
import { storeToken } from './token.ts';

/** /login: the staff login portal, which signs in through the server login path. */
export function LoginPage() {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: signInThroughPortal,
    onSuccess: ({ token, user }) => {
      queryClient.setQueryData(trpc.auth.me.queryKey(), user);
      storeToken(token);
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
  return (
    <AuthLayout title={t`Staff Login Portal`}>
      <form ref={formElement} data-waiting-for-code="" noValidate onSubmit={submit}>
        <Stack>
          <CredentialsFields form={form} busy={signIn.isPending} />
        </Stack>
      </form>
    </AuthLayout>
  );
}
