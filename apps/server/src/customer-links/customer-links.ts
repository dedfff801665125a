import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CUSTOMER_LINK_TOKEN } from '@shop/contract';

/**
 * Private links the shop emails to a customer (manage an appointment, ...): a random token of 256
 * bits, of which the database keeps only the SHA-256, so a copy of the database (a backup) opens
 * nothing. Each link is good for one thing, `purpose` + `subjectId` (e.g. one appointment), until
 * it expires. A fast hash is enough: the token is random, not a password anyone could guess.
 */

export type LinkPurpose = 'manage-appointment';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Stores a new link and answers its token, to be put in the email; it is never readable again. */
export async function createCustomerLink(
  em: EntityManager,
  link: { purpose: LinkPurpose; subjectId: number; expiresAt: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await em.execute('insert into customer_links (purpose, subject_id, token_hash, expires_at) values (?, ?, ?, ?)', [
    link.purpose,
    link.subjectId,
    hashOf(token),
    link.expiresAt,
  ]);
  return token;
}

/**
 * What a link opens: the subject's id while the link is good for `purpose` at `now`, else null,
 * whether the token is malformed, unknown, expired or for something else (callers answer all alike).
 */
export async function openCustomerLink(
  em: EntityManager,
  purpose: LinkPurpose,
  token: string,
  now: Date,
): Promise<number | null> {
  if (!CUSTOMER_LINK_TOKEN.test(token)) return null;
  const [row] = await em.execute<{ subject_id: number }[]>(
    'select subject_id from customer_links where token_hash = ? and purpose = ? and expires_at > ?',
    [hashOf(token), purpose, now],
  );
  return row ? Number(row.subject_id) : null;
}

/** Moves the expiry of every link to one subject (an appointment moved to another day). */
export async function extendCustomerLinks(
  em: EntityManager,
  purpose: LinkPurpose,
  subjectId: number,
  expiresAt: Date,
): Promise<void> {
  await em.execute('update customer_links set expires_at = ? where purpose = ? and subject_id = ?', [
    expiresAt,
    purpose,
    subjectId,
  ]);
}
