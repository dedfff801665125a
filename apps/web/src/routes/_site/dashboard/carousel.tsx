import { createFileRoute } from '@tanstack/react-router';
import { CarouselTab } from '../../../features/carousel/admin/CarouselTab.tsx';

/** `/dashboard/carousel`: the home page's slides, for managers. */
export const Route = createFileRoute('/_site/dashboard/carousel')({
  staticData: { needs: 'manager' },
  component: CarouselTab,
});
