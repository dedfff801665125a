import { useLingui } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePhoneScreen } from './usePhoneScreen.ts';

/**
 * One item of a staff list (a message, an appointment) over the list it was opened from: a panel
 * from the side on a wide screen, the whole screen on a phone. Its address is the item's, so
 * closing it goes back to the list's (`onClose`).
 */
export function DashboardDrawer({
  title,
  onClose,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const phone = usePhoneScreen();
  return (
    <Drawer.Root opened onClose={onClose} position="right" size={phone ? '100%' : 'lg'}>
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div, not Mantine's <header>: no second banner landmark beside the page's one. */}
        <Drawer.Header component="div">
          <Drawer.Title fw={700} fz="lg">
            {title}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t`Close`} />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
