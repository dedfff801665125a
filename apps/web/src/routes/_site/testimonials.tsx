import { readCatalogueSearch } from '@shop/contract';
import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogue } from '../../features/i18n/i18n.ts';
import { FORM_PAGE_TEXTS } from '../../features/seo/form-page-texts.ts';
import { pageHead } from '../../features/seo/page-heads.ts';
import { TestimonialsPage } from '../../features/testimonials/TestimonialsPage.tsx';

/** The published reviews; the page is in the address (`/testimonials?page=2`). */
export const Route = createFileRoute('/_site/testimonials')({
  validateSearch: (raw: Record<string, unknown>): { page?: number } => {
    const { page } = readCatalogueSearch(raw);
    return page ? { page } : {};
  },
  loaderDeps: ({ search }) => search,
  // Its words are in the forms catalogue (with the review page's), loaded beside the reviews.
  loader: async ({ context, deps }) => {
    const [reviews] = await Promise.all([context.publicData('testimonials', { search: deps }), loadCatalogue('forms')]);
    return reviews;
  },
  head: pageHead(FORM_PAGE_TEXTS.testimonials),
  component: () => <TestimonialsPage reviews={Route.useLoaderData()} />,
  errorComponent: () => <TestimonialsPage reviews="failed" />,
});
