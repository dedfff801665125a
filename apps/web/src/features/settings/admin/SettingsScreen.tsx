import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../trpc.ts';
import { SettingsForm } from './SettingsForm.tsx';

/** The manager's Settings: the shop's contact facts, its week, special days and slot capacity. */
export function SettingsScreen() {
  const { t } = useLingui();
  const settings = useQuery(trpc.settings.admin.queryOptions());
  return (
    <Stack>
      <div>
        <Title order={2} size="h3">
          <Trans>Settings</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>What the public pages, the booking calendar and search engines show. Times are Las Vegas time.</Trans>
        </Text>
      </div>
      {settings.isPending && <Skeleton height={480} radius="md" role="status" aria-label={t`Loading`} />}
      {settings.isError && (
        <Alert color="red" title={t`The settings could not be loaded.`}>
          <Trans>Please try again.</Trans>
        </Alert>
      )}
      {settings.data && <SettingsForm settings={settings.data} />}
    </Stack>
  );
}
