import '@mantine/core/styles/Tabs.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthLayout } from './AuthLayout.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { useCurrentUser } from './session.ts';
import { readToken } from './token.ts';

/** /auth: staff sign-in. Registration is shown but disabled, as the owner asked. */
export function AuthPage() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { next } = useSearch({ from: '/auth' });
  // A visitor already signed in when arriving goes home; one signing in here goes on to `next`.
  const [arrivedSignedIn] = useState(() => readToken() !== null);
  if (user && arrivedSignedIn) return <Navigate to="/" />;
  const afterSignIn = () => void navigate({ to: next ?? '/dashboard' });
  return (
    <AuthLayout title={t`Staff Login`}>
      <Tabs defaultValue="login" keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="login">
            <Trans>Login</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="register" disabled>
            <Trans>Register</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <LoginForm onSignedIn={afterSignIn} />
        </Tabs.Panel>
        <Tabs.Panel value="register">
          <RegisterForm onRegistered={afterSignIn} />
        </Tabs.Panel>
      </Tabs>
    </AuthLayout>
  );
}
