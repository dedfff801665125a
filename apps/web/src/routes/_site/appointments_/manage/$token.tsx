import { createFileRoute } from '@tanstack/react-router';
import { ManagePage } from '../../../../features/appointments/manage/ManagePage.tsx';
import { fetchManaged } from '../../../../features/appointments/manage/managed-appointment.ts';
import { loadCatalogue } from '../../../../features/i18n/i18n.ts';
import { FORM_PAGE_TEXTS } from '../../../../features/seo/form-page-texts.ts';
import { pageHead } from '../../../../features/seo/page-heads.ts';

/**
 * A customer's own appointment, behind the private link in its emails: made by the server for
 * that request (with what the link opens), never kept, listed or indexed.
 */
export const Route = createFileRoute('/_site/appointments_/manage/$token')({
  staticData: { privateLink: true },
  // Its loader in a chunk of its own too, so the site's shared code carries none of a private page's.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
  loader: async ({ context, params }) => {
    // The forms' words (cancel and move), before the page renders (the server's HTML has them).
    const [answer] = await Promise.all([
      context.publicData('manage', { params }).catch(() => fetchManaged(params.token)),
      loadCatalogue('forms'),
    ]);
    return answer;
  },
  // The root route's head (rootRouteHead) adds noindex and no-referrer.
  head: pageHead(FORM_PAGE_TEXTS.manage),
  component: function ManageRoute() {
    return <ManagePage token={Route.useParams().token} answer={Route.useLoaderData()} />;
  },
});
