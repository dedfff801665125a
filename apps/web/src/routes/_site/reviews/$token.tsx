import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogue } from '../../../features/i18n/i18n.ts';
import { ReviewPage } from '../../../features/reviews/ReviewPage.tsx';
import { type HeadContext, PAGE_TEXTS, pageHead } from '../../../features/seo/page-heads.ts';

const head = pageHead(PAGE_TEXTS.review);

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
  staticData: { personal: true },
  head: (context: HeadContext) => {
    const { meta } = head(context);
    return {
      meta: [...meta, { name: 'robots', content: 'noindex, nofollow' }, { name: 'referrer', content: 'no-referrer' }],
    };
  },
  component: () => <ReviewPage token={Route.useParams().token} request={Route.useLoaderData()} />,
});
