import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';

export function HomePage() {
  const { t } = useLingui();
  const settings = useQuery(trpc.settings.public.queryOptions());
  return (
    <Container py="xl">
      <Title order={1}>{t({ id: 'hero.title', message: 'Expert Transmission & Auto Repair' })}</Title>
      {settings.data && (
        <Text mt="md">
          <Trans>Call us:</Trans>{' '}
          <Anchor href={`tel:${settings.data.phone.replace(/[^\d+]/g, '')}`}>{settings.data.phone}</Anchor>
        </Text>
      )}
    </Container>
  );
}
