import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import type { Role } from '@shop/contract';
import { Link } from '@tanstack/react-router';

/**
 * What a staff screen's address shows, in the dashboard's frame with the tabs the role has, to an
 * account whose role may not open it (a supervisor sent a manager's link): which role it is for,
 * and the way to the dashboard.
 */
export function ScreenRefused({ needs }: { needs: Role }) {
  const { t } = useLingui();
  return (
    <Alert color="orange.9" title={t`Not for your role`} role="alert">
      {needs === 'manager' ? (
        <Trans>This screen is for managers.</Trans>
      ) : (
        <Trans>This screen is for supervisors and managers.</Trans>
      )}
      <Group mt="sm">
        <Button component={Link} to="/dashboard" variant="default" size="xs">
          <Trans>Go to the dashboard</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
