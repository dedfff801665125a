import type { PrivateAnswer } from '@shop/server/page-road';
import { readRefusal } from '../forms/refusal.ts';

export type { PrivateAnswer };

/**
 * A private link's data when the page did not bring it (the router's later loads: the server writes
 * a private read into the page once). Read from its REST path with plain `fetch`, like the booking
 * page: a visitor never downloads the tRPC client or any staff code. A refusal is an answer (the
 * page says why the link opens nothing), not a failed load.
 */
export async function fetchPrivateAnswer<T>(path: string): Promise<PrivateAnswer<T>> {
  try {
    const res = await fetch(path, { headers: { accept: 'application/json' } });
    if (res.ok) return { found: await res.json() };
    return { refused: (await readRefusal(res)).reason ?? 'internal-error' };
  } catch {
    return { refused: 'service-unavailable' };
  }
}
