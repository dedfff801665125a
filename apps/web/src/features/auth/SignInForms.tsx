import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { readToken } from '../../auth-token.ts';
import { DataProvider } from '../../DataProvider.tsx';
import { AuthTabs } from './AuthTabs.tsx';
import { useCurrentUser } from './session.ts';

/**
 * /auth's forms with all they need (the tRPC client and query cache, the form library, the rules):
 * fetched when the visitor starts on the page (AuthPage), not with it.
 */
export function SignInForms({ onReady }: { onReady: () => void }) {
  return (
    <DataProvider>
      <SignIn onReady={onReady} />
    </DataProvider>
  );
}

function SignIn({ onReady }: { onReady: () => void }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { next } = useSearch({ from: '/auth' });
  // A visitor already signed in when arriving goes home; one signing in here goes on to `next`.
  const [arrivedSignedIn] = useState(() => readToken() !== null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the forms have taken the page over.
  useEffect(() => onReady(), []);
  if (user && arrivedSignedIn) return <Navigate to="/" />;
  return <AuthTabs onSignedIn={() => void navigate({ to: next ?? '/dashboard' })} />;
}
