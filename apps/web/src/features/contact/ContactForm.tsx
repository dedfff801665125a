import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Grid, Stack, Text, Textarea, TextInput, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import type { ContactInput } from '@shop/contract';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useCallback } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { trpc } from '../../trpc.ts';
import { useValidationMessages } from '../i18n/useValidationMessages.ts';
import { showErrorToast } from '../toast/toast.ts';

const loadRules = () => import('./contact-resolver.ts');

const EMPTY: ContactInput = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

/** The contact form: idle, sending, sent (the Message Sent panel), and back to an empty form. */
export function ContactForm({ phone }: { phone: string | undefined }) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const resolver = useCallback<Resolver<ContactInput>>(
    async (values, context, options) => (await loadRules()).contactResolver(messages)(values, context, options),
    [messages],
  );
  const form = useForm<ContactInput>({ resolver, defaultValues: EMPTY });
  const send = useMutation({
    ...trpc.messages.send.mutationOptions(),
    onError: (error) => {
      const tooMany = error instanceof TRPCClientError && error.data?.code === 'TOO_MANY_REQUESTS';
      showErrorToast(
        t`Failed to send message`,
        tooMany
          ? t`You have sent several messages already. Please wait a few minutes or call us directly at ${phone ?? ''}.`
          : t`Please try again or call us directly at ${phone ?? ''}.`,
      );
    },
  });
  const { errors } = form.formState;

  if (send.isSuccess) {
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
            form.reset(EMPTY);
            send.reset();
          }}
        >
          <Trans>Send Another Message</Trans>
        </Button>
      </Card>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      // Fetch the rules as soon as the visitor starts, so checking the form never waits for them.
      onFocus={() => void loadRules()}
      aria-label={t`Contact form`}
    >
      <Stack>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t`Name`}
              autoComplete="name"
              required
              error={errors.name?.message}
              {...form.register('name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t`Phone`}
              type="tel"
              autoComplete="tel"
              required
              error={errors.phone?.message}
              {...form.register('phone')}
            />
          </Grid.Col>
        </Grid>
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextInput label={t`Subject`} required error={errors.subject?.message} {...form.register('subject')} />
        <Textarea label={t`Message`} required rows={5} error={errors.message?.message} {...form.register('message')} />
        {/* Honeypot: people never see or reach it; bots that fill it in are ignored by the server. */}
        <VisuallyHidden aria-hidden="true">
          <label>
            Website
            <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
          </label>
        </VisuallyHidden>
        <Button type="submit" size="md" loading={send.isPending} leftSection={<IconSend size={18} aria-hidden />}>
          {send.isPending ? t`Sending...` : t`Send Message`}
        </Button>
      </Stack>
    </form>
  );
}
