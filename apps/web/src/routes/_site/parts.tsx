import { createFileRoute } from '@tanstack/react-router';
import { PartsPage } from '../../features/parts/PartsPage.tsx';
import { loadPublicData } from '../../public-data.ts';

export const Route = createFileRoute('/_site/parts')({
  loader: () => loadPublicData('parts'),
  component: () => <PartsPage parts={Route.useLoaderData()} />,
  pendingComponent: () => <PartsPage parts="loading" />,
  errorComponent: () => <PartsPage parts="failed" />,
});
