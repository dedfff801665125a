import type { RefusalIssue, RefusalReason, ValidationMessages } from '@shop/contract';
import { TRPCClientError } from '@trpc/client';

export interface FieldIssue {
  /** The field, as the form names it: "hours.saturday.to", "specialDays.0.date". */
  path: string;
  message: string;
}

const errorData = (error: unknown) =>
  error instanceof TRPCClientError
    ? (error.data as { reason?: RefusalReason; issues?: RefusalIssue[] | null } | undefined)
    : undefined;

/**
 * The per-field issues of a 400 from the server, each in the reader's language: every issue
 * carries the key of its contract message, and the screen shows that message's translation.
 */
export function fieldIssues(error: unknown, messages: ValidationMessages): FieldIssue[] {
  return (errorData(error)?.issues ?? []).map(({ path, key }) => ({
    path,
    message: messages[key] ?? messages.invalidValue,
  }));
}

/** The fields a 400 named, each with its contract message's key. */
export function refusedFields(error: unknown): RefusalIssue[] {
  return errorData(error)?.issues ?? [];
}

/** Why the server refused a call (the contract's reason code), or undefined when it never answered. */
export function refusalReason(error: unknown): RefusalReason | undefined {
  return errorData(error)?.reason;
}
