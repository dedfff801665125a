import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { ManagementCards } from './ManagementCards.tsx';

/**
 * The Management tab: its cards at `/dashboard/manage`, or the screen of one (`/dashboard/manage/
 * users`, a route below this one) with the way back to them.
 */
export function ManagementFrame() {
  const onCards = useLocation({ select: (location) => location.pathname.replace(/\/$/, '') === '/dashboard/manage' });
  if (onCards) return <ManagementCards />;
  return (
    <>
      <Button
        component={Link}
        to="/dashboard/manage"
        variant="subtle"
        mb="md"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        <Trans>Back to management</Trans>
      </Button>
      <Outlet />
    </>
  );
}
