import { Trans } from '@lingui/react/macro';
import { Button, Card, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** After sending: the thanks, and a way to write again. */
export function MessageSentPanel({ onAnother }: { onAnother: () => void }) {
  return (
    <Card withBorder padding="xl" ta="center" role="status">
      <ThemeIcon size={56} radius="xl" color="#166534" mx="auto" aria-hidden>
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Title order={2} mt="md">
        <Trans>Message Sent</Trans>
      </Title>
      <Text mt="sm">
        <Trans>Thank you for contacting us. We will get back to you within 24 hours.</Trans>
      </Text>
      <Button mt="lg" variant="outline" onClick={onAnother}>
        <Trans>Send Another Message</Trans>
      </Button>
    </Card>
  );
}
