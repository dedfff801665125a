import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCurrentUser, useSignOut } from './session.ts';

/** Staff Login when signed out; Dashboard and Logout when signed in. */
export function HeaderAuthButtons() {
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  if (!user) {
    return (
      <Button component={Link} to="/auth" variant="outline" size="compact-sm">
        <Trans>Staff Login</Trans>
      </Button>
    );
  }
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
