import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../../features/appointments/BookingPage.tsx';
import { i18n, loadCatalogue } from '../../features/i18n/i18n.ts';
import { FORM_PAGE_TEXTS } from '../../features/seo/form-page-texts.ts';
import { pageHead } from '../../features/seo/page-heads.ts';

export const Route = createFileRoute('/_site/appointments')({
  // `?service=3`: the service card the visitor came from (its id; a picture's key in older links).
  validateSearch: (search: Record<string, unknown>): { service?: number | string } =>
    typeof search.service === 'number' || typeof search.service === 'string' ? { service: search.service } : {},
  // The services come in the page's language: switching language loads them again.
  loaderDeps: () => ({ language: i18n.locale }),
  // Without the services the form still books, as "Not sure".
  // The form's words come with them, before it renders (the server's HTML has them).
  loader: async ({ context }) => {
    const [services] = await Promise.all([context.publicData('services').catch(() => []), loadCatalogue('forms')]);
    return services;
  },
  head: pageHead(FORM_PAGE_TEXTS.appointments),
  component: function AppointmentsRoute() {
    return <BookingPage serviceChoice={Route.useSearch().service} services={Route.useLoaderData()} />;
  },
});
