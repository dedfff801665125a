import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DashboardModal } from './DashboardModal.tsx';

/** "Are you sure?" before something that can't be undone (or, like a sale, only by doing it again). */
export function ConfirmDialog({
  opened,
  title,
  message,
  busy,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  busy?: boolean;
  /** What the red button says; Delete unless told. */
  confirmLabel?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <DashboardModal opened={opened} onClose={onCancel} title={title}>
      <Text mb="md">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button color="red.8" loading={busy} onClick={onConfirm}>
          {confirmLabel ?? <Trans>Delete</Trans>}
        </Button>
      </Group>
    </DashboardModal>
  );
}
