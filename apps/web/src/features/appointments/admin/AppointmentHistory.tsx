import { Trans, useLingui } from '@lingui/react/macro';
import { List, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../trpc.ts';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { useAppointmentStatusLabel } from './useAppointmentStatusLabel.ts';

/** Under an appointment's row: each change, when, and who made it (the customer or which staff member). */
export function AppointmentHistory({ id }: { id: number }) {
  const { t } = useLingui();
  const { dateTime } = useDashboardFormats();
  const history = useQuery(trpc.appointments.history.queryOptions({ id }));
  const statusLabel = useAppointmentStatusLabel();
  if (history.isPending) return <Loader size="xs" role="status" aria-label={t`Loading the history`} />;
  if (history.isError) {
    return (
      <Text size="sm" c="red.8">
        <Trans>The history could not be loaded.</Trans>
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} data-list="history">
      {history.data.map((line) => {
        const who = line.byCustomer ? t`the customer` : (line.staffName ?? t`a staff member`);
        const at = dateTime.format(new Date(line.changedAt));
        const to = dateTime.format(new Date(line.toDate));
        const status = statusLabel(line.toStatus);
        const what =
          line.fromStatus === null
            ? t`Booked for ${to}`
            : line.fromDate && new Date(line.fromDate).getTime() !== new Date(line.toDate).getTime()
              ? t`Moved from ${dateTime.format(new Date(line.fromDate))} to ${to}`
              : t`Marked ${status}`;
        return (
          <List.Item key={line.id} data-row>
            <Trans>
              {at}: {what}, by {who}
            </Trans>
            {line.reason && <Text span c="dimmed">{` (${line.reason})`}</Text>}
          </List.Item>
        );
      })}
    </List>
  );
}
