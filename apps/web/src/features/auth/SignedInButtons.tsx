import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DataProvider } from '../../DataProvider.tsx';
import { useCurrentUser, useSignOut } from './session.ts';

function Buttons({ signedOut }: { signedOut: ReactNode }) {
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  if (!user) return signedOut;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to="/dashboard" size="compact-sm">
        <Trans>Dashboard</Trans>
      </Button>
      <Button
        variant="default"
        size="compact-sm"
        onClick={async () => {
          await signOut();
          // The header's logout starts afresh at the home page.
          window.location.assign('/');
        }}
      >
        <Trans>Logout</Trans>
      </Button>
    </Group>
  );
}

/** The header's buttons for a visitor holding a token: `signedOut` until the server confirms who it is. */
export default function SignedInButtons({ signedOut }: { signedOut: ReactNode }) {
  return (
    <DataProvider>
      <Buttons signedOut={signedOut} />
    </DataProvider>
  );
}
