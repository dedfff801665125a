import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/ContactPage.tsx';
import { loadCatalogue } from '../../features/i18n/i18n.ts';
import { FORM_PAGE_TEXTS } from '../../features/seo/form-page-texts.ts';
import { pageHead } from '../../features/seo/page-heads.ts';

export const Route = createFileRoute('/_site/contact')({
  head: pageHead(FORM_PAGE_TEXTS.contact),
  // The form's words, before it renders (the server's HTML has them).
  loader: () => loadCatalogue('forms'),
  component: ContactPage,
});
