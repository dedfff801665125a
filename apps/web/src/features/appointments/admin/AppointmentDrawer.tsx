import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { trpc } from '../../../trpc.ts';
import { DashboardDrawer } from '../../dashboard-kit/DashboardDrawer.tsx';
import { ScreenLoading } from '../../dashboard-kit/ScreenLoading.tsx';
import { refusalReason } from '../../dashboard-kit/server-issues.ts';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { AppointmentCard } from './AppointmentCard.tsx';
import { customerName, useAppointmentActions } from './appointment-actions.ts';

/**
 * `/dashboard/appointments/{id}`: one appointment over the list, opened from it or by its address
 * (a colleague's link): who, when, what, the actions its status allows and its history. Closing
 * goes back to the list's own address, with its filters and page.
 */
export function AppointmentDrawer({ id }: { id: number }) {
  const { t } = useLingui();
  const { dateTime } = useDashboardFormats();
  const navigate = useNavigate();
  const { actions, busy } = useAppointmentActions();
  const close = () => void navigate({ to: '/dashboard/appointments', search: true, resetScroll: false });
  const known = Number.isInteger(id) && id > 0;
  const appointment = useQuery({ ...trpc.appointments.get.queryOptions({ id }), enabled: known });
  const shown = appointment.data;
  const missing = !known || refusalReason(appointment.error) === 'not-found';
  return (
    <DashboardDrawer title={shown ? customerName(shown) : t`Appointment`} onClose={close}>
      {shown ? (
        <AppointmentCard
          appointment={shown}
          when={dateTime.format(new Date(shown.appointmentDate))}
          past={new Date(shown.appointmentDate).getTime() <= Date.now()}
          busy={busy(shown.id)}
          actions={actions}
          inList={false}
        />
      ) : missing ? (
        <Text>
          <Trans>This appointment no longer exists.</Trans>
        </Text>
      ) : appointment.isError ? (
        <Text role="alert">
          <Trans>The appointment could not be loaded. Please try again.</Trans>
        </Text>
      ) : (
        <ScreenLoading />
      )}
    </DashboardDrawer>
  );
}
