import { createFileRoute } from '@tanstack/react-router';
import { BackupsScreen } from '../../../../features/backups/admin/BackupsScreen.tsx';

/** `/dashboard/manage/backups`: the backups, their schedule, and Back up now. */
export const Route = createFileRoute('/_site/dashboard/manage/backups')({
  component: BackupsScreen,
});
