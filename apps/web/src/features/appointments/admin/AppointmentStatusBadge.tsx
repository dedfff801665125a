import { Badge } from '@mantine/core';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@shop/contract';
import { useAppointmentStatusLabel } from './useAppointmentStatusLabel.ts';

/**
 * Appointment status in the owner's colours: completed green, confirmed blue, pending yellow;
 * cancelled is a dark grey (out of the way, and white text on it stays readable); a no-show dark red.
 */
export function AppointmentStatusBadge({ status }: { status: string }) {
  const statusLabel = useAppointmentStatusLabel();
  const color =
    status === 'completed'
      ? '#166534'
      : status === 'confirmed'
        ? 'blue.9'
        : status === 'cancelled'
          ? 'gray.7'
          : status === 'no-show'
            ? 'red.9'
            : 'yellow.4';
  return (
    <Badge color={color} variant="filled" autoContrast>
      {isAppointmentStatus(status) ? statusLabel(status) : status}
    </Badge>
  );
}

const isAppointmentStatus = (status: string): status is AppointmentStatus =>
  (APPOINTMENT_STATUSES as readonly string[]).includes(status);
