import { defineConfig } from '@lingui/cli';
import { createBabelExtractor } from '@lingui/cli/api/extractors/babel';
import { contractMessagesExtractor } from './src/features/i18n/contract-messages.extractor.ts';

/**
 * The staff screens' folders. Their words go into the staff catalogue, which only signed-in staff
 * download, so a visitor's pages don't grow with every staff screen. A new staff screen lands in
 * `features/<domain>/admin/` and is covered without touching this list.
 */
export const staffScreens = [
  'src/features/**/admin/**',
  'src/features/dashboard/**',
  'src/features/dashboard-kit/**',
  'src/features/parts/inventory/**',
  'src/features/overview/**',
];
/**
 * The public forms' folders (booking, contact, the private links' pages) and what only
 * forms say (the contract's validation messages, the server's refusals). Their words go into the
 * forms catalogue, which the pages with a form download (and the staff screens, whose forms say them
 * too), so the pages without one (home, parts, services, testimonials) don't carry them. New customer-facing forms land in
 * these folders.
 */
export const formScreens = [
  'src/features/appointments/*',
  'src/features/appointments/!(admin)/**',
  'src/features/contact/**',
  'src/features/forms/**',
  // The published reviews: only /testimonials shows them, so no other page carries their words.
  'src/features/testimonials/**',
  'src/features/reviews/*',
  'src/features/reviews/!(admin)/**',
  // The private links' pages (manage an appointment, review a visit).
  'src/features/private-links/**',
  // The titles and descriptions of the pages above (the site's heads are features/seo's).
  'src/features/seo/form-page-texts.ts',
];
/**
 * Sign-in and its second step (a code or a passkey), shown on /auth and /login: their words in a
 * catalogue of their own, loaded on top of the forms' by those pages (and the staff screens), so
 * the booking, contact and review pages don't carry them.
 */
export const signInScreens = ['src/features/auth/!(session|SignedInButtons).*'];
/**
 * A customer's estimate from its link (the staff's repair screens are in features/repairs/admin):
 * its words in a catalogue of their own, which only that page downloads, so the other pages with a
 * form don't carry them, and it doesn't carry theirs.
 */
export const estimateScreens = ['src/features/repairs/estimate/**'];
/**
 * The home page's own sections (the hero and its carousel, where to find the shop, the services):
 * their words in a catalogue only the home page downloads, so no other page carries them.
 */
export const homeScreens = [
  'src/features/home/**',
  'src/features/carousel/slides/**',
  'src/features/services/ServicesSection.tsx',
];
const notShipped = ['**/*.test.*', '**/routeTree.gen.ts'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      // Public pages, the header and footer, and the 404 page: what every visitor downloads.
      path: '<rootDir>/src/locales/{locale}/public',
      include: ['src'],
      exclude: [...notShipped, ...staffScreens, ...formScreens, ...signInScreens, ...estimateScreens, ...homeScreens],
    },
    {
      // The booking, contact and sign-in forms, with the contract's public validation messages
      // (contract-messages.extractor.ts): loaded by the pages that show a form (features/i18n/i18n.ts).
      path: '<rootDir>/src/locales/{locale}/forms',
      include: [...formScreens, '../../packages/contract/src/messages.ts'],
      exclude: [...notShipped, ...staffScreens],
    },
    {
      // Sign-in (features/i18n/i18n.ts loads it on top of the forms' catalogue).
      path: '<rootDir>/src/locales/{locale}/signin',
      include: signInScreens,
      exclude: notShipped,
    },
    {
      // The home page's sections (features/i18n/i18n.ts loads it on top of the public one).
      path: '<rootDir>/src/locales/{locale}/home',
      include: homeScreens,
      exclude: notShipped,
    },
    {
      // A customer's estimate, with the contract's validation messages only its answer shows
      // (features/i18n/i18n.ts loads it on top of the public one).
      path: '<rootDir>/src/locales/{locale}/estimate',
      include: [...estimateScreens, '../../packages/contract/src/estimate-messages.ts'],
      exclude: notShipped,
    },
    {
      // Loaded on top of the public one when a staff screen opens (features/i18n/i18n.ts), with the
      // contract's validation messages that only staff screens show.
      path: '<rootDir>/src/locales/{locale}/staff',
      include: [...staffScreens, '../../packages/contract/src/staff-messages.ts'],
      exclude: notShipped,
    },
  ],
  extractors: [contractMessagesExtractor, createBabelExtractor()],
  orderBy: 'messageId',
});
