import { useLingui } from '@lingui/react/macro';
import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { readToken } from '../../auth-token.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { AuthTabs } from './AuthTabs.tsx';
import { useCurrentUser } from './session.ts';

/** /auth: staff sign-in, on its own without the site's header and footer. */
export function AuthPage() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { next } = useSearch({ from: '/auth' });
  // A visitor already signed in when arriving goes home; one signing in here goes on to `next`.
  const [arrivedSignedIn] = useState(() => readToken() !== null);
  if (user && arrivedSignedIn) return <Navigate to="/" />;
  return (
    <AuthLayout title={t`Staff Login`}>
      <AuthTabs onSignedIn={() => void navigate({ to: next ?? '/dashboard' })} />
    </AuthLayout>
  );
}
