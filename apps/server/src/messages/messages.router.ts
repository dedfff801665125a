import {
  contactSchema,
  idSchema,
  messageCountsSchema,
  messageFilterSchema,
  messageListSchema,
  messageStatusSchema,
  replySchema,
} from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { managerProcedure, publicProcedure, supervisorProcedure } from '../trpc/init.ts';
import { rowsOf } from '../trpc/rest-door.ts';
import { receiveContactMessage } from './contact.service.ts';
import {
  allMessages,
  deleteMessage,
  getMessage,
  listMessages,
  messageCounts,
  replyToMessage,
  setMessageStatus,
  unreadCount,
} from './inbox.service.ts';
import {
  contactMessage,
  deletedMessage,
  inboxPage,
  messageReceived,
  messageReply,
  messageStatus,
} from './messages.answers.ts';

const messageId = z.strictObject({ id: idSchema.meta({ description: 'The message’s id' }) });

export const messagesRouter = {
  send: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/contact',
        status: 201,
        summary: 'Send the shop a message',
        description:
          'The contact form. The message is stored first; `emailWarning` says the shop was not emailed about it yet. ' +
          'Rate limited per address and per email.',
        tag: 'Messages',
        answers: 'The message was received',
        errors: [429],
        example: {
          name: 'Maria Lopez',
          email: 'maria@example.com',
          phone: '(702) 555-0199',
          subject: 'Transmission slipping',
          message: 'My 2014 Camry slips between second and third gear. Can I bring it in this week?',
        },
      },
    })
    .input(contactSchema())
    .output(messageReceived)
    .mutation(({ ctx, input }) => receiveContactMessage(ctx.deps, input)),
  /** One page, newest first, each with its replies; `status` and the search `q` filter. */
  list: supervisorProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/contact-messages',
        summary: 'The staff inbox',
        description:
          'Contact messages newest first, each with its replies; `status` keeps one status, `q` searches the ' +
          'sender’s name, email and phone, the subject and the text (ignoring case and accents). Without `limit` ' +
          'and `cursor`, the whole list as one array, streamed; with either, one page of `limit` messages (default ' +
          '25) with the total and the cursors of the pages after and before it.',
        tag: 'Messages',
        answers: 'Every message found (no paging parameters), or one page of them',
        wholeList: 'all',
      },
    })
    .input(messageListSchema().optional())
    .output(inboxPage)
    .query(({ ctx, input }) => listMessages(ctx.deps, input ?? {})),
  /** One message with its replies, by its id: the inbox's item opened by its address. */
  get: supervisorProcedure
    .input(z.strictObject({ id: idSchema }))
    .output(contactMessage)
    .query(({ ctx, input }) => getMessage(ctx.deps, input)),
  /**
   * The whole (filtered) inbox as rows read from a database cursor, for the REST door to stream;
   * a tRPC client can't read it (tRPC refuses to send an iterable on a plain request).
   */
  all: supervisorProcedure
    .input(messageFilterSchema().optional())
    .output(rowsOf(contactMessage))
    .query(({ ctx, input }) => allMessages(ctx.deps, input ?? {})),
  /** For the status filter: how many messages the search finds, in all and per status. */
  counts: supervisorProcedure
    .input(messageCountsSchema().optional())
    .query(({ ctx, input }) => messageCounts(ctx.deps, input ?? {})),
  /** For the tab's badge. */
  unreadCount: supervisorProcedure.query(({ ctx }) => unreadCount(ctx.deps)),
  /** Read (done when staff open it), unread again, or replied. */
  setStatus: supervisorProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/admin/contact-messages/:id',
        summary: 'Mark a message read, unread or replied',
        tag: 'Messages',
        answers: 'The message’s id and status',
        errors: [404],
        example: { status: 'read' },
      },
    })
    .input(messageId.extend(messageStatusSchema().shape))
    .output(messageStatus)
    .mutation(({ ctx, input }) => setMessageStatus(ctx.deps, input)),
  /** Emails the sender and stores the reply; the message becomes replied. */
  reply: supervisorProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/contact-messages/:id/replies',
        status: 201,
        summary: 'Reply to a message',
        description:
          'Emails the reply to the sender (with the shop’s email as Reply-To), stores it with the message and marks ' +
          'the message replied.',
        tag: 'Messages',
        answers: 'The stored reply',
        errors: [404],
        example: { text: 'Yes, bring it in Thursday morning; we will take a look the same day.' },
      },
    })
    .input(messageId.extend(replySchema().shape))
    .output(messageReply)
    .mutation(({ ctx, input }) => replyToMessage(ctx.deps, input)),
  delete: managerProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/admin/contact-messages/:id',
        summary: 'Delete a message',
        tag: 'Messages',
        answers: 'The deleted message’s id',
      },
    })
    .input(messageId)
    .output(deletedMessage)
    .mutation(({ ctx, input }) => deleteMessage(ctx.deps, input)),
} satisfies TRPCRouterRecord;
