import { useLingui } from '@lingui/react/macro';
import { Modal, type ModalProps } from '@mantine/core';

/**
 * The dashboard's dialogs: a centred Mantine modal whose close button is named in the visitor's
 * language. Its body mounts on each opening, so a form inside starts afresh every time.
 */
export function DashboardModal(props: Omit<ModalProps, 'centered' | 'closeButtonProps'>) {
  const { t } = useLingui();
  return <Modal {...props} centered closeButtonProps={{ 'aria-label': t`Close` }} />;
}
