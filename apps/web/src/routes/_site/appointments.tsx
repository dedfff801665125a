import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../../features/appointments/BookingPage.tsx';
import { PAGE_TEXTS, pageHead } from '../../features/seo/page-heads.ts';

export const Route = createFileRoute('/_site/appointments')({
  // `?service=brakes`: the service card the visitor came from.
  validateSearch: (search: Record<string, unknown>): { service?: string } =>
    typeof search.service === 'string' ? { service: search.service } : {},
  head: pageHead(PAGE_TEXTS.appointments),
  component: function AppointmentsRoute() {
    return <BookingPage serviceKey={Route.useSearch().service} />;
  },
});
