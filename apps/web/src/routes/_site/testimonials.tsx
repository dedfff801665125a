import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXTS, pageHead } from '../../features/seo/page-heads.ts';
import { TestimonialsPage } from '../../features/testimonials/TestimonialsPage.tsx';

export const Route = createFileRoute('/_site/testimonials')({
  head: pageHead(PAGE_TEXTS.testimonials),
  component: TestimonialsPage,
});
