import { createFileRoute } from '@tanstack/react-router';
import { TestimonialsPage } from '../../features/testimonials/TestimonialsPage.tsx';

export const Route = createFileRoute('/_site/testimonials')({ component: TestimonialsPage });
