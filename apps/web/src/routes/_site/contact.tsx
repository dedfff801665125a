import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/ContactPage.tsx';
import { PAGE_TEXTS, pageHead } from '../../features/seo/page-heads.ts';

export const Route = createFileRoute('/_site/contact')({
  head: pageHead(PAGE_TEXTS.contact),
  component: ContactPage,
});
