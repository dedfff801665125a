import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, InputBase, Stack, Text, TextInput, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { ContactInput } from '@shop/contract';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useValidationMessages } from '../i18n/useValidationMessages.ts';
import columns from '../layout/Columns.module.css';
import { takeEarlySubmit } from '../layout/early-submit.ts';
import { showErrorToast } from '../toast/toast.ts';

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
      const tooMany = error instanceof TRPCClientError && error.data?.code === 'TOO_MANY_REQUESTS';
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
  const { errors, isSubmitting } = form.formState;

  if (sent) {
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
        <Button
          mt="lg"
          variant="outline"
          onClick={() => {
            // The same visitor writes again: who they are stays, the message starts afresh.
            const { name, email, phone } = form.getValues();
            form.reset({ ...EMPTY, name, email, phone });
            setSent(false);
          }}
        >
          <Trans>Send Another Message</Trans>
        </Button>
      </Card>
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
        <div className={columns.pair}>
          <div>
            <TextInput
              label={t`Name`}
              autoComplete="name"
              required
              error={errors.name?.message}
              {...form.register('name')}
            />
          </div>
          <div>
            <TextInput
              label={t`Phone`}
              type="tel"
              autoComplete="tel"
              required
              error={errors.phone?.message}
              {...form.register('phone')}
            />
          </div>
        </div>
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextInput label={t`Subject`} required error={errors.subject?.message} {...form.register('subject')} />
        {/* A plain multiline input: Mantine's Textarea would bring its autosize code, unused here. */}
        <InputBase
          component="textarea"
          multiline
          label={t`Message`}
          required
          rows={5}
          error={errors.message?.message}
          {...form.register('message')}
        />
        {/* Honeypot: people never see or reach it; bots that fill it in are ignored by the server. */}
        <VisuallyHidden aria-hidden="true">
          <label>
            Website
            <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
          </label>
        </VisuallyHidden>
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
