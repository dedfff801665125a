import { createHash, randomBytes } from 'node:crypto';
import { REVIEW_TOKEN } from '@shop/contract';

/**
 * The secret in a review link: 32 random bytes (256 bits) as base64url, handed to the customer
 * once, in the email. Only its SHA-256 is stored, so whoever reads the database (or a backup)
 * can't use the links; a hash is enough, as a token this long can't be guessed.
 */
export function newReviewToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: reviewTokenHash(token) };
}

export const reviewTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether a string can be one of our tokens at all: anything else is answered without a query. */
export const looksLikeReviewToken = (token: string): boolean => REVIEW_TOKEN.test(token);

/** When a link made at `from` stops working. */
export const reviewLinkExpiry = (from: Date, days: number): Date => new Date(from.getTime() + days * 86_400_000);
