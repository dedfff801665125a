import { useLingui } from '@lingui/react/macro';
import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePhoneScreen } from './usePhoneScreen.ts';

/**
 * The dashboard's dialogs: a centred Mantine modal whose close button is named in the visitor's
 * language; on a phone it takes the whole screen, within a thumb's reach and without a page
 * behind it to scroll. Its body mounts on each opening, so a form inside starts afresh every time.
 */
export function DashboardModal({
  title,
  children,
  ...props
}: Omit<ModalRootProps, 'centered' | 'title'> & { title: ReactNode }) {
  const { t } = useLingui();
  const phone = usePhoneScreen();
  return (
    <Modal.Root {...props} centered fullScreen={phone} transitionProps={phone ? { transition: 'fade' } : undefined}>
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's <header>: a second banner landmark would sit beside the page's one
            (axe: landmark-no-duplicate-banner, landmark-unique). */}
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
