import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../../../features/settings/admin/SettingsScreen.tsx';

/** `/dashboard/manage/settings`: the shop's details, hours and special days. */
export const Route = createFileRoute('/_site/dashboard/manage/settings')({
  component: SettingsScreen,
});
