import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { turnAlertsOff, turnAlertsOn, useBackgroundAlerts } from './background-alerts.ts';

/**
 * Browser notifications for news while the dashboard is in a background tab: asked for here, on the
 * staff member's click, never on load. Hidden where the browser has none or they were refused.
 */
export function BackgroundAlertsButton() {
  const alerts = useBackgroundAlerts();
  if (alerts === 'unsupported' || alerts === 'denied') return null;
  return alerts === 'on' ? (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconBellOff size={16} aria-hidden />}
      onClick={turnAlertsOff}
    >
      <Trans>Stop background alerts</Trans>
    </Button>
  ) : (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconBell size={16} aria-hidden />}
      onClick={() => void turnAlertsOn()}
    >
      <Trans>Alert me in the background</Trans>
    </Button>
  );
}
