import type { ValidationMessages } from '@shop/contract';

/** The catalogue id of a contract validation message: its key, so the English text lives in the contract alone. */
export const validationMessageId = (key: keyof ValidationMessages) => `validation.${key}`;
