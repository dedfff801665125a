import { createFileRoute, redirect } from '@tanstack/react-router';

/** The footer's "Our Services" link: the services section of the home page. */
export const Route = createFileRoute('/_site/services')({
  staticData: { redirects: true },
  beforeLoad: () => {
    throw redirect({ to: '/', hash: 'services' });
  },
});
