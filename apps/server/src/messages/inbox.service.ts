import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessageStatus } from '@shop/contract';
import { User } from '../auth/user.entity.ts';
import { NotFoundError } from '../domain-errors.ts';
import { queueEmail } from '../mail/outbox.ts';
import type { PublicSettings } from '../settings/settings.service.ts';
import { ContactMessage } from './contact-message.entity.ts';
import { replyEmail } from './emails/reply.ts';
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

/** The inbox, newest first, optionally one status only, each message with its replies. */
export async function listMessages(em: EntityManager, filter: { status?: MessageStatus }): Promise<InboxMessage[]> {
  const messages = await em.find(ContactMessage, filter.status ? { status: filter.status } : {}, {
    orderBy: { createdAt: 'desc', id: 'desc' },
  });
  const replies = messages.length
    ? await em.find(
        MessageReply,
        { message: { $in: messages.map((m) => m.id) } },
        { populate: ['staff'], orderBy: { createdAt: 'asc', id: 'asc' } },
      )
    : [];
  return messages.map((m) => ({
    id: m.id,
    name: m.name,
    email: m.email,
    phone: m.phone ?? null,
    subject: m.subject,
    message: m.message,
    status: m.status as MessageStatus,
    createdAt: m.createdAt,
    replies: replies
      .filter((r) => r.message.id === m.id)
      .map((r) => ({ id: r.id, text: r.text, createdAt: r.createdAt, staffName: staffName(r.staff) })),
  }));
}

export async function unreadCount(em: EntityManager): Promise<{ unread: number }> {
  return { unread: await em.count(ContactMessage, { status: 'unread' }) };
}

/** Marks a message read, unread or replied. */
export async function setMessageStatus(
  em: EntityManager,
  id: number,
  status: MessageStatus,
): Promise<{ id: number; status: MessageStatus }> {
  const updated = await em.nativeUpdate(ContactMessage, { id }, { status });
  if (updated === 0) throw new NotFoundError(NOT_FOUND);
  return { id, status };
}

/**
 * Staff's answer: stored with the message, emailed to the sender (replies to it reach the shop)
 * in the same transaction, and the message is marked replied.
 */
export async function replyToMessage(
  em: EntityManager,
  id: number,
  text: string,
  deps: { staffId: string; settings: PublicSettings },
): Promise<ReplyRow> {
  return em.transactional(async (tx) => {
    const message = await tx.findOne(ContactMessage, { id });
    if (!message) throw new NotFoundError(NOT_FOUND);
    const staff = await tx.findOne(User, { id: deps.staffId });
    const reply = tx.create(MessageReply, { message, staff, text });
    message.status = 'replied';
    await tx.flush();
    await queueEmail(tx, replyEmail(message, text, deps.settings));
    return { id: reply.id, text: reply.text, createdAt: reply.createdAt, staffName: staffName(staff) };
  });
}

export async function deleteMessage(em: EntityManager, id: number): Promise<{ id: number }> {
  const deleted = await em.nativeDelete(ContactMessage, { id });
  if (deleted === 0) throw new NotFoundError(NOT_FOUND);
  return { id };
}
