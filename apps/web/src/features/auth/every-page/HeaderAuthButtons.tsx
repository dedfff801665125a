import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useToken } from '../../../auth-token.ts';

// Who is signed in is asked of the server only when there is a token: the code for that (the
// tRPC client and its query cache) is not part of a visitor's download.
const SignedInButtons = lazy(() => import('../SignedInButtons.tsx'));

/** Staff Login when signed out; Dashboard and Logout when signed in. */
export function HeaderAuthButtons() {
  const token = useToken();
  const staffLogin = (
    <Button component={Link} to="/auth" variant="outline" size="compact-sm">
      <Trans>Staff Login</Trans>
    </Button>
  );
  if (!token) return staffLogin;
  return (
    <Suspense fallback={staffLogin}>
      <SignedInButtons signedOut={staffLogin} />
    </Suspense>
  );
}
