import { Trans } from '@lingui/react/macro';
import { Alert, Button, List, Stack, Text } from '@mantine/core';

/** New recovery codes, shown this once. */
export function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Alert color="#9a3412" title={<Trans>Your recovery codes</Trans>}>
      <Stack>
        <Text>
          <Trans>
            Keep these codes somewhere safe. Each one signs you in once if you lose your phone or passkey. They are not
            shown again.
          </Trans>
        </Text>
        <List data-list="recovery-codes" ff="monospace" spacing={2}>
          {codes.map((code) => (
            <List.Item key={code} data-row>
              {code}
            </List.Item>
          ))}
        </List>
        <Button onClick={onDone} w="fit-content">
          <Trans>I have saved them</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
