import { readCatalogueSearch } from '@shop/contract';
import { createFileRoute } from '@tanstack/react-router';
import { PartsPage } from '../../features/parts/catalogue/PartsPage.tsx';
import { PAGE_TEXTS, pageHead } from '../../features/seo/page-heads.ts';

/** The catalogue: its search, category and page are in the address (`/parts?q=&category=&page=`). */
export const Route = createFileRoute('/_site/parts')({
  validateSearch: readCatalogueSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const [results, categories] = await Promise.all([
      context.publicData('parts', { search: deps }),
      context.publicData('categories'),
    ]);
    return { results, categories };
  },
  // A new search or page keeps the page on screen (and the search box in focus) unless it is slow.
  pendingMs: 1000,
  head: pageHead(PAGE_TEXTS.parts),
  component: () => <PartsPage {...Route.useLoaderData()} search={Route.useSearch()} />,
  pendingComponent: () => <PartsPage results="loading" search={Route.useSearch()} />,
  errorComponent: () => <PartsPage results="failed" search={Route.useSearch()} />,
});
