import { useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { ContactInput, RefusalIssue, RefusalReason } from '@shop/contract';
import { IconSend } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { takeEarlySubmit } from '../forms/early-submit.ts';
import { useValidationMessages } from '../forms/useValidationMessages.ts';
import { showErrorToast } from '../toast/toast.ts';
import { ContactFields } from './ContactFields.tsx';
import { MessageSentPanel } from './MessageSentPanel.tsx';

const loadRules = () => import('./contact-resolver.ts');
// The tRPC client is needed only to send; a visitor who just reads the page never downloads it.
const loadClient = () => import('../../trpc.ts');

const EMPTY: ContactInput = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

/** The contact form: idle, sending, sent (the Message Sent panel), and back to an empty form. */
export function ContactForm({ phone, onReady }: { phone: string | undefined; onReady?: () => void }) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const resolver = useCallback<Resolver<ContactInput>>(
    async (values, context, options) => (await loadRules()).contactResolver(messages)(values, context, options),
    [messages],
  );
  // Registering the server-rendered fields keeps anything typed in them before the code arrived.
  const form = useForm<ContactInput>({ resolver, defaultValues: EMPTY });
  const [sent, setSent] = useState(false);
  // Without any of the page's code the button would send the form as a plain page request; the
  // entry enables it in the server's HTML as soon as it runs (early-submit.ts).
  const hydrated = useMounted();
  const formElement = useRef<HTMLFormElement>(null);
  const send = async (values: ContactInput) => {
    const { trpcClient, TRPCClientError } = await loadClient();
    try {
      await trpcClient.messages.send.mutate(values);
      setSent(true);
    } catch (error) {
      const data =
        error instanceof TRPCClientError
          ? (error.data as { reason?: RefusalReason; issues?: RefusalIssue[] | null } | undefined)
          : undefined;
      // Input the server refused field by field: each message beside its field, in the page's language.
      for (const { path, key } of data?.issues ?? []) {
        form.setError(path as keyof ContactInput, { message: messages[key] ?? messages.invalidValue });
      }
      if (data?.issues?.length) return;
      const tooMany = data?.reason === 'rate-limited';
      showErrorToast(
        t`Failed to send message`,
        tooMany
          ? t`You have sent several messages already. Please wait a few minutes or call us directly at ${phone ?? ''}.`
          : t`Please try again or call us directly at ${phone ?? ''}.`,
      );
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is on screen with its code.
  useEffect(() => {
    // A click on Send before this code was in is sent now, with what the visitor had typed.
    if (takeEarlySubmit(formElement.current)) void form.handleSubmit(send)();
    onReady?.();
  }, []);
  const { isSubmitting } = form.formState;

  if (sent) {
    return (
      <MessageSentPanel
        onAnother={() => {
          // The same visitor writes again: who they are stays, the message starts afresh.
          const { name, email, phone } = form.getValues();
          form.reset({ ...EMPTY, name, email, phone });
          setSent(false);
        }}
      />
    );
  }

  return (
    <form
      id="contact-form"
      ref={formElement}
      data-waiting-for-code=""
      noValidate
      onSubmit={form.handleSubmit(send)}
      // Fetch the rules and the client as soon as the visitor starts: checking and sending never wait.
      onFocus={() => {
        void loadRules();
        void loadClient();
      }}
      aria-label={t`Contact form`}
    >
      <Stack>
        <ContactFields form={form} />
        <Button
          type="submit"
          size="md"
          disabled={!hydrated}
          loading={isSubmitting}
          leftSection={<IconSend size={18} aria-hidden />}
        >
          {isSubmitting ? t`Sending...` : t`Send Message`}
        </Button>
      </Stack>
    </form>
  );
}
