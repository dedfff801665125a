import { createFileRoute } from '@tanstack/react-router';
import { RepairsFrame } from '../../../features/repairs/admin/RepairsFrame.tsx';

/** `/dashboard/repairs`: the board, the list, a walk-in's check-in and each repair order below it; supervisors and managers. */
export const Route = createFileRoute('/_site/dashboard/repairs')({
  staticData: { needs: 'supervisor' },
  component: RepairsFrame,
});
