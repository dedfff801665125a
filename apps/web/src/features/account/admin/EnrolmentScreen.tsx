import { Trans } from '@lingui/react/macro';
import { Button, Container, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { useSignOut } from '../../auth/session.ts';
import { PasskeyAdd } from './PasskeyAdd.tsx';
import { useProof } from './proof.tsx';
import { RecoveryCodesShown } from './RecoveryCodesShown.tsx';
import { TotpSetup } from './TotpSetup.tsx';

/**
 * Right after the password, for a staff member the shop requires a second factor of and who has
 * none: the server lets this session do nothing else until one is set up.
 */
export function EnrolmentScreen() {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const proof = useProof();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [enrolled, setEnrolled] = useState(false);
  const enter = () => void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
  const done = (recoveryCodes: string[] | null) => {
    setEnrolled(true);
    if (recoveryCodes) setCodes(recoveryCodes);
    else enter();
  };
  return (
    <Container size={560} py="xl">
      <Paper withBorder shadow="sm" p="lg">
        <Stack>
          <Title order={1} size="h2">
            <Trans>Set up two-step sign-in</Trans>
          </Title>
          {enrolled && codes ? (
            <RecoveryCodesShown codes={codes} onDone={enter} />
          ) : (
            <>
              <Text>
                <Trans>
                  The shop asks you to confirm your sign-in with a second step. Set up an authenticator app or a passkey
                  to continue.
                </Trans>
              </Text>
              <TotpSetup guard={proof.guard} onDone={done} />
              <Divider />
              <PasskeyAdd guard={proof.guard} onDone={done} />
              <Button variant="subtle" w="fit-content" onClick={() => void signOut()}>
                <Trans>Sign out</Trans>
              </Button>
            </>
          )}
        </Stack>
      </Paper>
      {proof.dialog}
    </Container>
  );
}
