import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogue } from '../../../features/i18n/i18n.ts';
import { ReviewPage } from '../../../features/reviews/ReviewPage.tsx';
import { PAGE_TEXTS, pageHead } from '../../../features/seo/page-heads.ts';

/**
 * A customer's review link from the review request email. Personal: the server renders it for the
 * one request, with a 404 for a link that doesn't work (its read is null); search engines keep out,
 * and the secret address is never sent on as a referrer (the links on it go to other sites).
 */
export const Route = createFileRoute('/_site/reviews/$token')({
  // The form's words (the forms catalogue) before it renders, beside the visit it reviews.
  loader: async ({ context, params }) => {
    const [request] = await Promise.all([
      context.publicData('reviewRequest', { token: params.token }),
      loadCatalogue('forms'),
    ]);
    return request;
  },
  // The site's head (siteHead) then adds noindex and no-referrer.
  staticData: { personal: true },
  head: pageHead(PAGE_TEXTS.review),
  component: () => <ReviewPage token={Route.useParams().token} request={Route.useLoaderData()} />,
});
