import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CUSTOMER_LINK_TOKEN } from '@shop/contract';

/**
 * Private links the shop emails to a customer about one appointment (manage it, review the visit;
 * a walk-in's visit is its repair order):
 * a random token of 256 bits, of which the database keeps only the SHA-256, so a copy of the
 * database (a backup) opens nothing. Each link is good for one purpose and one appointment until
 * it expires. A fast hash is enough: the token is random, not a password anyone could guess.
 */

/**
 * What a link is for. A manage link goes with every email about the appointment; a review link is
 * made once per appointment (a unique index), so its request is sent once.
 */
export type LinkPurpose = 'manage-appointment' | 'review';
// A repair order's estimate link (purpose `repair-estimate`) has its own two functions below.

/** What a link opens: its appointment, and until when. */
export interface CustomerLink {
  appointmentId: number;
  expiresAt: Date;
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

type NewLink = { purpose: LinkPurpose; appointmentId: number; expiresAt: Date };

/** Stores a new link, unless it would be an appointment's second review link; answers its token. */
async function storeLink(em: EntityManager, link: NewLink): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const stored = await em.execute<{ id: number }[]>(
    `insert into customer_links (purpose, appointment_id, token_hash, expires_at) values (?, ?, ?, ?)
     on conflict do nothing returning id`,
    [link.purpose, link.appointmentId, hashOf(token), link.expiresAt],
  );
  return stored.length > 0 ? token : null;
}

/** Stores a new link and answers its token, to be put in the email; it is never readable again. */
export async function createCustomerLink(em: EntityManager, link: NewLink): Promise<string> {
  const token = await storeLink(em, link);
  if (token === null) throw new Error(`an appointment has one ${link.purpose} link only`);
  return token;
}

/**
 * The visit a review link is for: an appointment's, or a walk-in's repair order (a car that came in
 * without one). Each visit has one review link at most (a unique index for each kind).
 */
export type ReviewedVisit = { appointmentId: number } | { repairOrderId: number };

/**
 * The visit's one review link (its request is sent once) and its token, or null when it has one
 * already, even in a transaction racing this one (a unique index decides).
 */
export async function createReviewLink(
  em: EntityManager,
  { visit, expiresAt }: { visit: ReviewedVisit; expiresAt: Date },
): Promise<string | null> {
  if ('appointmentId' in visit)
    return storeLink(em, { purpose: 'review', appointmentId: visit.appointmentId, expiresAt });
  const token = randomBytes(32).toString('base64url');
  const stored = await em.execute<{ id: number }[]>(
    `insert into customer_links (purpose, repair_order_id, token_hash, expires_at) values ('review', ?, ?, ?)
     on conflict do nothing returning id`,
    [visit.repairOrderId, hashOf(token), expiresAt],
  );
  return stored.length > 0 ? token : null;
}

/** The visit a review token is for, whatever its age; null for a malformed, unknown or other token. */
export async function findReviewLink(
  em: EntityManager,
  token: string,
): Promise<{ visit: ReviewedVisit; expiresAt: Date } | null> {
  if (!CUSTOMER_LINK_TOKEN.test(token)) return null;
  const [row] = await em.execute<{ appointment_id: number | null; repair_order_id: number | null; expires_at: Date }[]>(
    `select appointment_id, repair_order_id, expires_at from customer_links where token_hash = ? and purpose = 'review'`,
    [hashOf(token)],
  );
  if (!row) return null;
  const visit: ReviewedVisit =
    row.appointment_id === null
      ? { repairOrderId: Number(row.repair_order_id) }
      : { appointmentId: Number(row.appointment_id) };
  return { visit, expiresAt: new Date(row.expires_at) };
}

/**
 * The link a token is, for `purpose`, whatever its age; null when the token is malformed, unknown or
 * for something else (callers answer all alike, never saying which).
 */
export async function findCustomerLink(
  em: EntityManager,
  purpose: LinkPurpose,
  token: string,
): Promise<CustomerLink | null> {
  if (!CUSTOMER_LINK_TOKEN.test(token)) return null;
  const [row] = await em.execute<{ appointment_id: number; expires_at: Date }[]>(
    'select appointment_id, expires_at from customer_links where token_hash = ? and purpose = ?',
    [hashOf(token), purpose],
  );
  return row ? { appointmentId: Number(row.appointment_id), expiresAt: new Date(row.expires_at) } : null;
}

/** The link a token is while it still works at `now`; an expired one answers like an unknown one. */
export async function openCustomerLink(
  em: EntityManager,
  purpose: LinkPurpose,
  token: string,
  now: Date,
): Promise<CustomerLink | null> {
  const link = await findCustomerLink(em, purpose, token);
  return link && link.expiresAt.getTime() > now.getTime() ? link : null;
}

/** Moves the expiry of every link for one purpose to one appointment (an appointment moved to another day). */
export async function extendCustomerLinks(
  em: EntityManager,
  purpose: LinkPurpose,
  appointmentId: number,
  expiresAt: Date,
): Promise<void> {
  await em.execute('update customer_links set expires_at = ? where purpose = ? and appointment_id = ?', [
    expiresAt,
    purpose,
    appointmentId,
  ]);
}

/**
 * A repair order's estimate link (`/repairs/{token}`): the same road, for a repair order rather
 * than an appointment. Made with each estimate email; every one opens the order's latest estimate.
 */
export async function createRepairLink(
  em: EntityManager,
  link: { repairOrderId: number; expiresAt: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await em.execute(
    `insert into customer_links (purpose, repair_order_id, token_hash, expires_at) values ('repair-estimate', ?, ?, ?)`,
    [link.repairOrderId, hashOf(token), link.expiresAt],
  );
  return token;
}

/** The repair order an estimate link opens while it works at `now`; null for any other token. */
export async function openRepairLink(
  em: EntityManager,
  token: string,
  now: Date,
): Promise<{ repairOrderId: number } | null> {
  if (!CUSTOMER_LINK_TOKEN.test(token)) return null;
  const [row] = await em.execute<{ repair_order_id: number }[]>(
    `select repair_order_id from customer_links
      where token_hash = ? and purpose = 'repair-estimate' and expires_at > ?`,
    [hashOf(token), now],
  );
  return row ? { repairOrderId: Number(row.repair_order_id) } : null;
}
