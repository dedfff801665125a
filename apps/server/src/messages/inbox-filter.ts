import { type FilterQuery, raw } from '@mikro-orm/core';
import type { MessageStatus } from '@shop/contract';
import { containsSearch, literally } from '../db/search.ts';
import type { ContactMessage } from './contact-message.entity.ts';

/**
 * What an inbox search looks in, as PostgreSQL compares it (lower case, no accents): the sender's
 * name, email and phone (as written and as bare digits, so "7025550101" finds "(702) 555-0101"),
 * the subject and the text. Exactly the expression of the trigram index in
 * Migration20261125170200, or the index is not used.
 */
const SEARCHABLE =
  `"name" || ' ' || "email" || ' ' || coalesce("phone", '') || ' ' || ` +
  `regexp_replace(coalesce("phone", ''), '[^0-9]+', '', 'g') || ' ' || "subject" || ' ' || "message"`;

/** The search's SQL condition and its parameter; the user's `%`, `_` and `\` match themselves. */
export function searchCondition(q: string): { sql: string; params: [string] } {
  return {
    sql: containsSearch(SEARCHABLE),
    params: [literally(q)],
  };
}

export interface InboxFilter {
  status?: MessageStatus | undefined;
  q?: string | undefined;
}

/** The messages a filter keeps, for a page and for the whole streamed list alike. */
export function inboxWhere({ status, q }: InboxFilter): FilterQuery<ContactMessage> {
  const where: FilterQuery<ContactMessage> & Record<string, unknown> = {};
  if (status) where.status = status;
  if (q) {
    const search = searchCondition(q);
    // A raw condition as a key with no value: MikroORM writes it into the where clause as it is.
    where[raw(search.sql, search.params) as unknown as string] = [];
  }
  return where;
}
