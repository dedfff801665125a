import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogue } from '../../../features/i18n/i18n.ts';
import { fetchPrivateAnswer } from '../../../features/private-links/private-answer.ts';
import { EstimatePage } from '../../../features/repairs/estimate/EstimatePage.tsx';
import type { CustomerEstimate } from '../../../features/repairs/estimate/estimate-answer.ts';
import { ESTIMATE_PAGE_TEXT } from '../../../features/repairs/estimate/page-text.ts';
import { pageHead } from '../../../features/seo/page-heads.ts';

/**
 * A customer's estimate from the link in its email: made by the server for that request (with the
 * estimate, or why the link opens nothing, with a 404), never kept, listed or indexed, its address
 * never sent on as a referrer.
 */
export const Route = createFileRoute('/_site/repairs/$token')({
  staticData: { privateLink: true },
  // Its loader in a chunk of its own too, so the site's shared code carries none of a private page's.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
  // The page's words (its own catalogue) before it renders, beside the estimate.
  loader: async ({ context, params }) => {
    const [answer] = await Promise.all([
      context
        .publicData('repairEstimate', { params })
        .catch(() => fetchPrivateAnswer<CustomerEstimate>(`/api/repairs/${encodeURIComponent(params.token)}`)),
      loadCatalogue('estimate'),
    ]);
    return answer;
  },
  // The root route's head (rootRouteHead) adds noindex and no-referrer.
  head: pageHead(ESTIMATE_PAGE_TEXT),
  component: function RepairEstimateRoute() {
    return <EstimatePage token={Route.useParams().token} answer={Route.useLoaderData()} />;
  },
});
