import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Staff Login when signed out; Dashboard and Logout when signed in. */
export function HeaderAuthButtons() {
  return (
    <Button component={Link} to="/auth" variant="outline" size="compact-sm">
      <Trans>Staff Login</Trans>
    </Button>
  );
}
