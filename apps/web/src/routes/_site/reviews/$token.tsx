import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogue } from '../../../features/i18n/i18n.ts';
import { fetchPrivateAnswer } from '../../../features/private-links/private-answer.ts';
import { ReviewPage, type ReviewRequestView } from '../../../features/reviews/ReviewPage.tsx';
import { FORM_PAGE_TEXTS } from '../../../features/seo/form-page-texts.ts';
import { pageHead } from '../../../features/seo/page-heads.ts';

/**
 * A customer's review link from the review request email: made by the server for that request
 * (with the visit the link is for, or why it opens nothing, with a 404), never kept, listed or
 * indexed, and its address never sent on as a referrer (the links on it go to other sites).
 */
export const Route = createFileRoute('/_site/reviews/$token')({
  staticData: { privateLink: true },
  // Its loader in a chunk of its own too, so the site's shared code carries none of a private page's.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
  // The form's words (the forms catalogue) before it renders, beside the visit it reviews.
  loader: async ({ context, params }) => {
    const [answer] = await Promise.all([
      context
        .publicData('review', { params })
        .catch(() => fetchPrivateAnswer<ReviewRequestView>(`/api/reviews/${encodeURIComponent(params.token)}`)),
      loadCatalogue('forms'),
    ]);
    return answer;
  },
  // The root route's head (rootRouteHead) adds noindex and no-referrer.
  head: pageHead(FORM_PAGE_TEXTS.review),
  component: function ReviewRoute() {
    const answer = Route.useLoaderData();
    return <ReviewPage token={Route.useParams().token} request={'found' in answer ? answer.found : null} />;
  },
});
