import { defineConfig } from '@lingui/cli';
import { createBabelExtractor } from '@lingui/cli/api/extractors/babel';
import { contractMessagesExtractor } from './src/features/i18n/contract-messages.extractor.ts';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      // The contract's validation messages are translated here too (contract-messages.extractor.ts).
      include: ['src', '../../packages/contract/src/messages.ts'],
      exclude: ['**/*.test.*', '**/routeTree.gen.ts'],
    },
  ],
  extractors: [contractMessagesExtractor, createBabelExtractor()],
  orderBy: 'messageId',
});
