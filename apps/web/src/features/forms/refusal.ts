import type { RefusalIssue, RefusalReason } from '@shop/contract';

/** What a REST error answer says, for the screens: the contract's reason code and keyed issues. */
export interface Refusal {
  /** Undefined when the answer was not the server's (a proxy's page, no JSON). */
  reason: RefusalReason | undefined;
  issues: RefusalIssue[];
}

/**
 * Reads the body of a REST error answer (`{ message, reason, issues? }`). Screens choose their words
 * from `reason` and each issue's `key`, never from the English `message`. Types only from the
 * contract, so a public page's code doesn't grow with the list of reasons.
 */
export async function readRefusal(res: Response): Promise<Refusal> {
  try {
    const body = (await res.json()) as Partial<{ reason: RefusalReason; issues: RefusalIssue[] }>;
    return { reason: body.reason, issues: body.issues ?? [] };
  } catch {
    return { reason: undefined, issues: [] };
  }
}
