import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type ReplyInput, replySchema } from '@shop/contract';
import { useForm } from 'react-hook-form';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';

/** The answer to one message; it goes to the sender by email and stays under the message. */
export function ReplyForm({
  to,
  busy,
  onSend,
}: {
  to: string;
  busy: boolean;
  onSend: (text: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const form = useForm<ReplyInput>({ resolver: zodResolver(replySchema(messages)), defaultValues: { text: '' } });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async ({ text }) => {
        try {
          await onSend(text);
          form.reset({ text: '' });
        } catch {
          // The text stays for another try; the failure is shown as a toast by the caller.
        }
      })}
    >
      <Stack gap="xs">
        <Textarea
          label={t`Reply to ${to}`}
          rows={4}
          error={form.formState.errors.text?.message}
          {...form.register('text')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            <Trans>Send reply</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
