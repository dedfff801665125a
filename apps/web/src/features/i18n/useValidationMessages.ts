import { useLingui } from '@lingui/react';
import { englishMessages, MESSAGE_FIGURES, messageTexts, type ValidationMessages } from '@shop/contract';
import { useMemo } from 'react';
import { validationMessageId } from './validation-ids.ts';

/**
 * The contract's validation messages in the active language. Pass the result to a schema factory
 * of `@shop/contract` (e.g. `contactSchema(messages)`) so form errors appear translated.
 */
export function useValidationMessages(): ValidationMessages {
  const { i18n } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages change with the locale.
  return useMemo(() => {
    const keys = Object.keys(englishMessages) as (keyof ValidationMessages)[];
    // The staff screens' own messages are in the staff catalogue, which a public page never loads
    // (nor shows those messages): there they stay in English rather than ask Lingui for them.
    const translate = (key: keyof ValidationMessages) => {
      const id = validationMessageId(key);
      return id in i18n.messages
        ? i18n._({ id, message: messageTexts[key], values: MESSAGE_FIGURES })
        : englishMessages[key];
    };
    return Object.fromEntries(keys.map((key) => [key, translate(key)])) as ValidationMessages;
  }, [i18n.locale]);
}
