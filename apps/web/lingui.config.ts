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
const notShipped = ['**/*.test.*', '**/routeTree.gen.ts'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      // Public pages, the header and footer, sign-in and the 404 page.
      path: '<rootDir>/src/locales/{locale}/public',
      // The contract's public validation messages are translated here too (contract-messages.extractor.ts):
      // the contact, booking and sign-in forms are public, and staff screens load this catalogue as well.
      include: ['src', '../../packages/contract/src/messages.ts'],
      exclude: [...notShipped, ...staffScreens],
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
