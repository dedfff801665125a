import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import type { ShownPassword } from './useStaffAccounts.ts';

/** A password the server made up, shown this once: it is stored only hashed. */
export function ShownPasswordDialog({ shown, onClose }: { shown: ShownPassword | null; onClose: () => void }) {
  const { t } = useLingui();
  const email = shown?.email ?? '';
  return (
    <DashboardModal opened={shown !== null} onClose={onClose} title={t`Password for ${email}`}>
      {shown && (
        <Stack>
          <Text>
            <Trans>
              Give this password to {email}. It is shown only now: once this window is closed, nobody can see it again.
            </Trans>
          </Text>
          <Code block fz="lg" aria-label={t`The new password`} data-shown-password>
            {shown.password}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={shown.password}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t`Copied` : t`Copy password`}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </DashboardModal>
  );
}
