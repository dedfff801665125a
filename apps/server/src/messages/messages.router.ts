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
import { auditByCaller, recordAuditEvent } from '../audit/audit-trail.ts';
import { managerProcedure, publicProcedure, staffProcedure } from '../trpc/init.ts';
import { receiveContactMessage } from './contact.service.ts';
import { ContactMessage } from './contact-message.entity.ts';
import {
  allMessages,
  deleteMessage,
  listMessages,
  messageCounts,
  replyToMessage,
  setMessageStatus,
  unreadCount,
} from './inbox.service.ts';

export const messagesRouter = {
  send: publicProcedure.input(contactSchema()).mutation(async ({ ctx, input }) => {
    const settings = await ctx.infra.reads.settings();
    return receiveContactMessage(ctx.em, input, {
      limits: ctx.infra.limits,
      canEmail: ctx.infra.mailer !== null,
      notifyEmail: ctx.config.CONTACT_NOTIFY_EMAIL ?? settings.email,
      ip: ctx.ip,
      log: (error) => ctx.infra.log.error({ err: error }, 'contact notification email could not be queued'),
    });
  }),
  /** One page, newest first, each with its replies; `status` and the search `q` filter. */
  list: staffProcedure
    .input(messageListSchema().optional())
    .query(({ ctx, input }) => listMessages(ctx.em, input ?? {})),
  /**
   * The whole (filtered) inbox as rows read from a database cursor, for the REST door to stream;
   * a tRPC client can't read it (tRPC refuses to send an iterable on a plain request).
   */
  all: staffProcedure
    .input(messageFilterSchema().optional())
    .query(({ ctx, input }) => allMessages(ctx.em, input ?? {})),
  /** For the status filter: how many messages the search finds, in all and per status. */
  counts: staffProcedure
    .input(messageCountsSchema().optional())
    .query(({ ctx, input }) => messageCounts(ctx.em, input ?? {})),
  /** For the tab's badge. */
  unreadCount: staffProcedure.query(({ ctx }) => unreadCount(ctx.em)),
  /** Read (done when staff open it), unread again, or replied. */
  setStatus: staffProcedure
    .input(z.strictObject({ id: idSchema }).extend(messageStatusSchema().shape))
    .mutation(({ ctx, input }) => setMessageStatus(ctx.em, input.id, input.status)),
  /** Emails the sender and stores the reply; the message becomes replied. */
  reply: staffProcedure
    .input(z.strictObject({ id: idSchema }).extend(replySchema().shape))
    .mutation(async ({ ctx, input }) =>
      replyToMessage(ctx.em, input.id, input.text, {
        staffId: ctx.user.id,
        settings: await ctx.infra.reads.settings(),
      }),
    ),
  delete: managerProcedure.input(z.strictObject({ id: idSchema })).mutation(({ ctx, input }) =>
    // The deletion and its audit row in one transaction: neither stands without the other.
    ctx.em.transactional(async (tx) => {
      const message = await tx.findOne(ContactMessage, { id: input.id }, { fields: ['subject', 'email'] });
      const deleted = await deleteMessage(tx, input.id);
      await recordAuditEvent(tx, auditByCaller(ctx), {
        action: 'message-deleted',
        target: {
          kind: 'message',
          id: String(input.id),
          label: message ? `${message.email}: ${message.subject}` : null,
        },
      });
      return deleted;
    }),
  ),
} satisfies TRPCRouterRecord;
