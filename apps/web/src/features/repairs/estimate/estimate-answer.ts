import type { PageData } from '../../../public-data.ts';
import { readRefusal } from '../../forms/refusal.ts';
import { fetchPrivateAnswer, type PrivateAnswer } from '../../private-links/private-answer.ts';

/** What the estimate link opens (`GET /api/repairs/{token}`'s JSON): the latest version, or its receipt. */
export type CustomerEstimate = Extract<PageData['repairEstimate'], { found: unknown }>['found'];
export type EstimateAnswer = PrivateAnswer<CustomerEstimate>;

/** One line's answer as the customer gives it. */
export interface LineDecision {
  lineId: number;
  approved: boolean;
  reason: string | null;
}

const path = (token: string) => `/api/repairs/${encodeURIComponent(token)}`;

/** The estimate as it is now (after a refusal said the one shown is out of date, answered or expired). */
export const fetchEstimate = (token: string) => fetchPrivateAnswer<CustomerEstimate>(path(token));

/** How sending the answer went: the receipt, or why not. */
export type ApprovalOutcome =
  | { done: CustomerEstimate }
  | { refused: 'outdated' | 'answered' | 'expired' | 'link-gone' | 'rate-limited' | 'failed' }
  | { issues: string[] };

/**
 * Sends the customer's answer to one version (`POST /api/repairs/{token}/approval`) with plain
 * `fetch`, like the page's other requests: no tRPC client on a customer's page.
 */
export async function sendApproval(
  token: string,
  answer: { version: number; decisions: LineDecision[]; signedName: string; declineReason: string | null },
): Promise<ApprovalOutcome> {
  let res: Response;
  try {
    res = await fetch(`${path(token)}/approval`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(answer),
    });
  } catch {
    return { refused: 'failed' };
  }
  if (res.ok) return { done: (await res.json()) as CustomerEstimate };
  const refusal = await readRefusal(res);
  if (refusal.issues.length > 0) return { issues: refusal.issues.map((issue) => issue.key) };
  switch (refusal.reason) {
    case 'estimate-outdated':
      return { refused: 'outdated' };
    case 'estimate-answered':
      return { refused: 'answered' };
    case 'estimate-expired':
      return { refused: 'expired' };
    case 'link-not-valid':
    case 'not-found':
      return { refused: 'link-gone' };
    case 'rate-limited':
      return { refused: 'rate-limited' };
    default:
      return { refused: 'failed' };
  }
}
