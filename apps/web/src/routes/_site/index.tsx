import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage.tsx';
import { i18n } from '../../features/i18n/i18n.ts';

export const Route = createFileRoute('/_site/')({
  // The services come in the page's language: switching language loads them again.
  loaderDeps: () => ({ language: i18n.locale }),
  loader: async ({ context }) => {
    const [slides, services] = await Promise.all([
      // Without the carousel's images the home page shows its welcome message instead.
      context.publicData('carousel').catch(() => []),
      // Without the services the section keeps its title and text, and no cards.
      context.publicData('services').catch(() => []),
    ]);
    return { slides, services };
  },
  // The server writes them into the page in its language.
  staticData: { reads: ['carousel', 'services'] },
  component: () => <HomePage {...Route.useLoaderData()} />,
  pendingComponent: () => <HomePage slides={undefined} services={undefined} />,
});
