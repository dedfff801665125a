import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage.tsx';

export const Route = createFileRoute('/_site/')({
  // Without the carousel's images the home page shows its welcome message instead.
  loader: ({ context }) => context.publicData('carousel').catch(() => []),
  // The services too: the server writes them into the page in its language.
  staticData: { reads: ['carousel', 'services'] },
  component: () => <HomePage slides={Route.useLoaderData()} />,
  pendingComponent: () => <HomePage slides={undefined} />,
});
