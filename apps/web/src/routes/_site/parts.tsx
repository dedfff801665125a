import { createFileRoute } from '@tanstack/react-router';
import { PartsPage } from '../../features/parts/catalogue/PartsPage.tsx';
import { PAGE_TEXTS, pageHead } from '../../features/seo/page-heads.ts';

export const Route = createFileRoute('/_site/parts')({
  loader: ({ context }) => context.publicData('parts'),
  staticData: { reads: ['parts'] },
  head: pageHead(PAGE_TEXTS.parts),
  component: () => <PartsPage parts={Route.useLoaderData()} />,
  pendingComponent: () => <PartsPage parts="loading" />,
  errorComponent: () => <PartsPage parts="failed" />,
});
