import type { defineConfig } from '@lingui/cli';
import { englishMessages, type ValidationMessages } from '@shop/contract';
import { validationMessageId } from './validation-ids.ts';

type Extractor = NonNullable<Parameters<typeof defineConfig>[0]['extractors']>[number];

/**
 * Puts the contract's validation messages into the catalogues (`lingui extract`), one entry per
 * key with the contract's English as its source text, so they are translated like any other
 * message without being written out again in the web app.
 */
export const contractMessagesExtractor: Extractor = {
  match: (filename) => filename.replaceAll('\\', '/').endsWith('packages/contract/src/messages.ts'),
  extract(filename, code, onMessageExtracted) {
    const lines = code.split('\n');
    for (const [key, message] of Object.entries(englishMessages)) {
      const line = lines.findIndex((l) => l.trimStart().startsWith(`${key}:`)) + 1;
      onMessageExtracted({
        id: validationMessageId(key as keyof ValidationMessages),
        message,
        origin: [filename, line],
      });
    }
  },
};
