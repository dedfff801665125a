import { englishMessages, type ValidationMessages } from '@shop/contract';
import { TRPCClientError } from '../../trpc.ts';

export interface FieldIssue {
  /** The field, dotted as the server names it (`texts.nameEs`). */
  path: string;
  message: string;
}

const keyOf = new Map(Object.entries(englishMessages).map(([key, english]) => [english as string, key]));

/**
 * What a refused save (400) says about each field, in the screen's language: the server answers
 * with the contract's English messages, which the translated dictionary `messages` has by key.
 */
export function serverIssues(error: unknown, messages: ValidationMessages): FieldIssue[] {
  if (!(error instanceof TRPCClientError)) return [];
  const issues = (error.data as { issues?: FieldIssue[] | null } | undefined)?.issues ?? [];
  return issues.map(({ path, message }) => {
    const key = keyOf.get(message) as keyof ValidationMessages | undefined;
    return { path, message: key ? messages[key] : message };
  });
}
