import { createFileRoute } from '@tanstack/react-router';
import { ManagePage } from '../../../../features/appointments/manage/ManagePage.tsx';
import { fetchManaged } from '../../../../features/appointments/manage/managed-appointment.ts';
import { PAGE_TEXTS, pageHead } from '../../../../features/seo/page-heads.ts';

const head = pageHead(PAGE_TEXTS.manage);

/**
 * A customer's own appointment, behind the private link in its emails: rendered by the server for
 * that request (with what the link opens), never listed or indexed.
 */
export const Route = createFileRoute('/_site/appointments_/manage/$token')({
  staticData: { privateLink: true },
  loader: ({ context, params }) => context.publicData('manage').catch(() => fetchManaged(params.token)),
  head: (ctx) => {
    const { meta } = head(ctx);
    return { meta: [...meta, { name: 'robots', content: 'noindex, nofollow' }] };
  },
  component: function ManageRoute() {
    return <ManagePage token={Route.useParams().token} answer={Route.useLoaderData()} />;
  },
});
