import { createFileRoute } from '@tanstack/react-router';
import { ContentScreen } from '../../../../features/content/admin/ContentScreen.tsx';

/** `/dashboard/manage/content`: Manage Content: what lacks Spanish, and the part categories. */
export const Route = createFileRoute('/_site/dashboard/manage/content')({
  component: ContentScreen,
});
