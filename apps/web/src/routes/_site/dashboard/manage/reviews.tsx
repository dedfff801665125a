import { createFileRoute } from '@tanstack/react-router';
import { ReviewsScreen } from '../../../../features/reviews/admin/ReviewsScreen.tsx';

/** `/dashboard/manage/reviews`: customers' reviews; the status shown and the page in the address. */
export const Route = createFileRoute('/_site/dashboard/manage/reviews')({
  component: ReviewsScreen,
});
