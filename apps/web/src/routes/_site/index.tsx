import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage.tsx';
import { loadPublicData } from '../../public-data.ts';

export const Route = createFileRoute('/_site/')({
  // Without the carousel's images the home page shows its welcome message instead.
  loader: () => loadPublicData('carousel').catch(() => []),
  component: () => <HomePage slides={Route.useLoaderData()} />,
  pendingComponent: () => <HomePage slides={undefined} />,
});
