import { englishMessages, type ValidationMessages } from '@shop/contract';
import { TRPCClientError } from '@trpc/client';

export interface FieldIssue {
  /** The field, as the form names it: "hours.saturday.to", "specialDays.0.date". */
  path: string;
  message: string;
}

const KEY_OF_MESSAGE = new Map(
  (Object.entries(englishMessages) as [keyof ValidationMessages, string][]).map(([key, text]) => [text, key]),
);

/**
 * The per-field issues of a 400 from the server, each in the reader's language. The server words
 * every issue with one of the contract's English messages, so each is translated by its key.
 */
export function fieldIssues(error: unknown, messages: ValidationMessages): FieldIssue[] {
  if (!(error instanceof TRPCClientError)) return [];
  const issues = (error.data as { issues?: FieldIssue[] | null } | undefined)?.issues ?? [];
  return issues.map(({ path, message }) => {
    const key = KEY_OF_MESSAGE.get(message);
    return { path, message: key ? messages[key] : messages.invalidValue };
  });
}

/** The tRPC code of a refusal ("CONFLICT", "BAD_REQUEST"), or undefined for anything else. */
export function refusalCode(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
}
