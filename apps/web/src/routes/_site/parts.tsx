import { createFileRoute } from '@tanstack/react-router';
import { PartsPage } from '../../features/parts/catalogue/PartsPage.tsx';

export const Route = createFileRoute('/_site/parts')({
  loader: ({ context }) => context.publicData('parts'),
  staticData: { reads: ['parts'] },
  component: () => <PartsPage parts={Route.useLoaderData()} />,
  pendingComponent: () => <PartsPage parts="loading" />,
  errorComponent: () => <PartsPage parts="failed" />,
});
