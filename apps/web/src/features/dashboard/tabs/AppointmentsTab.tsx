import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../trpc.ts';
import { ListSkeletons } from '../ListSkeletons.tsx';
import { AppointmentStatusBadge } from '../StatusBadge.tsx';
import { useDashboardFormats } from '../useDashboardFormats.ts';

export function AppointmentsTab() {
  const { t } = useLingui();
  const { dateTime } = useDashboardFormats();
  const appointments = useQuery(trpc.appointments.list.queryOptions());
  if (appointments.isPending) return <ListSkeletons count={3} />;
  if (appointments.isError) {
    return (
      <Alert color="red" title={t`Error loading appointments`}>
        <Trans>Please try again later.</Trans>
      </Alert>
    );
  }
  if (appointments.data.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No appointments yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack>
      {appointments.data.map((a) => (
        <Card key={a.id} withBorder padding="md" component="article" aria-label={`${a.firstName} ${a.lastName}`}>
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Text fw={600}>
                {a.firstName} {a.lastName}
              </Text>
              <Text size="sm" c="dimmed">
                {a.email}
              </Text>
            </div>
            <AppointmentStatusBadge status={a.status} />
          </Group>
          <Group gap="lg" mt="xs">
            <Text size="sm">{dateTime.format(new Date(a.appointmentDate))}</Text>
            <Text size="sm">{a.serviceName ?? t`Service TBD`}</Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
