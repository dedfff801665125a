import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconLayoutKanban, IconList, IconPlus } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from '@tanstack/react-router';

/**
 * The Repairs tab: its two views of the repair orders (the board, the list) and the way to check a
 * walk-in's car in, above the view of the address; one repair order (`/dashboard/repairs/42`) and
 * the check-in form get the way back instead.
 */
export function RepairsFrame() {
  const { t } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname.replace(/\/$/, '') });
  const onView = pathname === '/dashboard/repairs' || pathname === '/dashboard/repairs/list';
  if (!onView) {
    return (
      <>
        <Button
          component={Link}
          to="/dashboard/repairs"
          variant="subtle"
          mb="md"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          <Trans>Back to repairs</Trans>
        </Button>
        <Outlet />
      </>
    );
  }
  return (
    <>
      <Group justify="space-between" mb="md" wrap="wrap">
        <nav aria-label={t`Repair order views`}>
          <Group gap="xs">
            <Button
              component={Link}
              to="/dashboard/repairs"
              activeOptions={{ exact: true }}
              variant={pathname === '/dashboard/repairs' ? 'filled' : 'default'}
              leftSection={<IconLayoutKanban size={16} aria-hidden />}
            >
              <Trans>Board</Trans>
            </Button>
            <Button
              component={Link}
              to="/dashboard/repairs/list"
              variant={pathname === '/dashboard/repairs/list' ? 'filled' : 'default'}
              leftSection={<IconList size={16} aria-hidden />}
            >
              <Trans>List</Trans>
            </Button>
          </Group>
        </nav>
        <Button component={Link} to="/dashboard/repairs/new" leftSection={<IconPlus size={16} aria-hidden />}>
          <Trans>New repair order</Trans>
        </Button>
      </Group>
      <Outlet />
    </>
  );
}
