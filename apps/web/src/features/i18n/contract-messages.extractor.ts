import type { defineConfig } from '@lingui/cli';
import { estimateMessages, publicMessageTexts, staffMessages, type ValidationMessages } from '@shop/contract';
import { validationMessageId } from './validation-ids.ts';

type Extractor = NonNullable<Parameters<typeof defineConfig>[0]['extractors']>[number];

/** The contract's files of messages, by the end of their path: the public ones, the staff screens' and the estimate's own. */
const SOURCES: Record<string, Partial<ValidationMessages>> = {
  'packages/contract/src/messages.ts': publicMessageTexts,
  'packages/contract/src/staff-messages.ts': staffMessages,
  'packages/contract/src/estimate-messages.ts': estimateMessages,
};
const messagesIn = (filename: string) =>
  Object.entries(SOURCES).find(([end]) => filename.replaceAll('\\', '/').endsWith(end))?.[1];

/**
 * Puts the contract's validation messages into the catalogues (`lingui extract`), one entry per
 * key with the contract's English as its source text (a limit it names stays a `{figure}`), so they are translated like any other
 * message without being written out again in the web app. Each file goes to the catalogue that
 * includes it (lingui.config.ts): the public messages to the forms', the staff's to the staff one, the
 * estimate's to its own.
 */
export const contractMessagesExtractor: Extractor = {
  match: (filename) => messagesIn(filename) !== undefined,
  extract(filename, code, onMessageExtracted) {
    const lines = code.split('\n');
    for (const [key, message] of Object.entries(messagesIn(filename) ?? {})) {
      const line = lines.findIndex((l) => l.trimStart().startsWith(`${key}:`)) + 1;
      onMessageExtracted({
        id: validationMessageId(key as keyof ValidationMessages),
        message,
        origin: [filename, line],
      });
    }
  },
};
