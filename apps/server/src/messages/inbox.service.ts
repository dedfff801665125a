import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessageStatus, Page } from '@shop/contract';
import { User } from '../auth/user.entity.ts';
import { cursorPage, mapPage, type OrderSpec } from '../db/paging.ts';
import { Refusal } from '../refusal.ts';
import { shopSettings } from '../settings/shop-settings.service.ts';
import { type Deps, inTransaction, type SignedInDeps } from '../trpc/deps.ts';
import { ContactMessage } from './contact-message.entity.ts';
import { replyEmail } from './emails/reply.ts';
import { type InboxFilter, inboxWhere, searchCondition } from './inbox-filter.ts';
import { MessageReply } from './message-reply.entity.ts';

export interface ReplyRow {
  id: number;
  text: string;
  createdAt: Date;
  /** The staff member's name (or email), null when the account is gone. */
  staffName: string | null;
}

export interface InboxMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: MessageStatus;
  createdAt: Date;
  /** Oldest first. */
  replies: ReplyRow[];
}

const NOT_FOUND = 'Message not found';

function staffName(user: { firstName?: string | null; lastName?: string | null; email: string } | null | undefined) {
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email;
}

const NEWEST_FIRST: OrderSpec<ContactMessage> = [
  ['createdAt', 'desc'],
  ['id', 'desc'],
];

/** How many streamed messages get their replies in one query. */
const REPLIES_BATCH = 500;

/** The replies of these messages, oldest first, by message; one query whatever their number. */
async function repliesOf(em: EntityManager, messageIds: number[]): Promise<Map<number, ReplyRow[]>> {
  const byMessage = new Map<number, ReplyRow[]>();
  if (!messageIds.length) return byMessage;
  const replies = await em.find(
    MessageReply,
    { message: { $in: messageIds } },
    { populate: ['staff'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  for (const r of replies) {
    const row = { id: r.id, text: r.text, createdAt: r.createdAt, staffName: staffName(r.staff) };
    const list = byMessage.get(r.message.id);
    if (list) list.push(row);
    else byMessage.set(r.message.id, [row]);
  }
  return byMessage;
}

function inboxMessage(m: ContactMessage, replies: ReplyRow[] | undefined): InboxMessage {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    phone: m.phone ?? null,
    subject: m.subject,
    message: m.message,
    status: m.status as MessageStatus,
    createdAt: m.createdAt,
    replies: replies ?? [],
  };
}

/** One page of the inbox, newest first, filtered and searched, each message with its replies. */
export async function listMessages(
  { em }: Pick<Deps, 'em'>,
  query: InboxFilter & { limit?: number | undefined; cursor?: string | undefined },
): Promise<Page<InboxMessage>> {
  const page = await cursorPage(em, ContactMessage, {
    where: inboxWhere(query),
    orderBy: NEWEST_FIRST,
    limit: query.limit,
    cursor: query.cursor,
    // Unsearched, the total is the tally's; a search counts what the trigram index finds.
    total: query.q ? undefined : (await tally(em))[query.status ?? 'all'],
  });
  const replies = await repliesOf(
    em,
    page.items.map((m) => m.id),
  );
  return mapPage(page, (m) => inboxMessage(m, replies.get(m.id)));
}

/** One message with its replies, as the inbox shows it: what its address opens. */
export async function getMessage({ em }: Pick<Deps, 'em'>, { id }: { id: number }): Promise<InboxMessage> {
  const message = await em.findOne(ContactMessage, { id });
  if (!message) throw new Refusal('not-found', NOT_FOUND);
  return inboxMessage(message, (await repliesOf(em, [id])).get(id));
}

/**
 * The whole inbox for the REST door, read from a database cursor: newest first, each message
 * with its replies, fetched per batch of messages. Nothing is kept once a batch is written out:
 * stream rows are not managed, and each batch's replies load into a fork dropped after it.
 */
export async function* allMessages({ em }: Pick<Deps, 'em'>, filter: InboxFilter): AsyncGenerator<InboxMessage> {
  const rows = em.stream(ContactMessage, {
    where: inboxWhere(filter),
    orderBy: Object.fromEntries(NEWEST_FIRST),
    chunkSize: REPLIES_BATCH,
  });
  let batch: ContactMessage[] = [];
  const withReplies = async function* (messages: ContactMessage[]) {
    const replies = await repliesOf(
      em.fork(),
      messages.map((m) => m.id),
    );
    for (const m of messages) yield inboxMessage(m, replies.get(m.id));
  };
  for await (const m of rows) {
    batch.push(m);
    if (batch.length === REPLIES_BATCH) {
      yield* withReplies(batch);
      batch = [];
    }
  }
  yield* withReplies(batch);
}

export interface MessageCounts {
  all: number;
  unread: number;
  read: number;
  replied: number;
}

/** The messages in each status, from the tally triggers keep (Migration20261125170200): three rows. */
async function tally(em: EntityManager): Promise<MessageCounts> {
  const rows = await em
    .getConnection()
    .execute<{ status: string; messages: number }[]>(`select "status", "messages" from "contact_message_tallies"`);
  const of = (status: MessageStatus) => rows.find((r) => r.status === status)?.messages ?? 0;
  const counts = { unread: of('unread'), read: of('read'), replied: of('replied') };
  return { all: counts.unread + counts.read + counts.replied, ...counts };
}

/**
 * How many messages the search finds, in all and in each status: without a search the tally,
 * with one an aggregate over what the trigram index finds.
 */
export async function messageCounts(
  { em }: Pick<Deps, 'em'>,
  { q }: { q?: string | undefined },
): Promise<MessageCounts> {
  if (!q) return tally(em);
  const search = searchCondition(q);
  const [row] = await em.getConnection().execute<MessageCounts[]>(
    `select count(*)::int as "all",
       count(*) filter (where "status" = 'unread')::int as "unread",
       count(*) filter (where "status" = 'read')::int as "read",
       count(*) filter (where "status" = 'replied')::int as "replied"
     from "contact_messages" where ${search.sql}`,
    search.params,
  );
  return row ?? { all: 0, unread: 0, read: 0, replied: 0 };
}

export async function unreadCount({ em }: Pick<Deps, 'em'>): Promise<{ unread: number }> {
  return { unread: (await tally(em)).unread };
}

/** Marks a message read, unread or replied. */
export async function setMessageStatus(
  deps: Deps,
  { id, status }: { id: number; status: MessageStatus },
): Promise<{ id: number; status: MessageStatus }> {
  return inTransaction(deps, async ({ em, live }) => {
    const updated = await em.nativeUpdate(ContactMessage, { id }, { status });
    if (updated === 0) throw new Refusal('not-found', NOT_FOUND);
    await live.publish({ kind: 'message-changed', subject: id, audience: 'supervisor' });
    return { id, status };
  });
}

/**
 * Staff's answer: stored with the message, emailed to the sender (replies to it reach the shop)
 * in the same transaction, and the message is marked replied.
 */
export async function replyToMessage(
  deps: SignedInDeps,
  { id, text }: { id: number; text: string },
): Promise<ReplyRow> {
  const settings = await shopSettings(deps);
  return inTransaction(deps, async ({ em, mail, caller, live }) => {
    const message = await em.findOne(ContactMessage, { id });
    if (!message) throw new Refusal('not-found', NOT_FOUND);
    const staff = await em.findOne(User, { id: caller.user.id });
    const reply = em.create(MessageReply, { message, staff, text });
    message.status = 'replied';
    await em.flush();
    await mail.queue(replyEmail(message, text, settings));
    await live.publish({ kind: 'message-changed', subject: id, audience: 'supervisor' });
    return { id: reply.id, text: reply.text, createdAt: reply.createdAt, staffName: staffName(staff) };
  });
}

/** Deletes a message and its replies, in the audit trail with who sent it and about what. */
export async function deleteMessage(deps: Deps, { id }: { id: number }): Promise<{ id: number }> {
  return inTransaction(deps, async ({ em, audit, live }) => {
    const message = await em.findOne(ContactMessage, { id }, { fields: ['subject', 'email'] });
    if (!message) throw new Refusal('not-found', NOT_FOUND);
    await em.nativeDelete(ContactMessage, { id });
    await live.publish({ kind: 'message-changed', subject: id, audience: 'supervisor' });
    await audit.record({
      action: 'message-deleted',
      target: { kind: 'message', id: String(id), label: `${message.email}: ${message.subject}` },
    });
    return { id };
  });
}
