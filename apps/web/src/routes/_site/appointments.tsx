import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../../features/appointments/BookingPage.tsx';

export const Route = createFileRoute('/_site/appointments')({
  // `?service=brakes`: the service card the visitor came from.
  validateSearch: (search: Record<string, unknown>): { service?: string } =>
    typeof search.service === 'string' ? { service: search.service } : {},
  component: function AppointmentsRoute() {
    return <BookingPage serviceKey={Route.useSearch().service} />;
  },
});
