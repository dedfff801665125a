import {
  asksForPage,
  contactSchema,
  idSchema,
  MESSAGE_STATUSES,
  messageListSchema,
  messageStatusSchema,
  replySchema,
} from '@shop/contract';
import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';

const reply = z.object({
  id: z.number().int(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  staffName: z.string().nullable().meta({ description: 'Who answered; null when the account is gone' }),
});

const contactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.iso.datetime(),
  replies: z.array(reply),
});

const messageId = z.object({ id: idSchema.meta({ description: 'The message’s id' }) });

export const messagesRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/contact',
    summary: 'Send the shop a message',
    description:
      'The contact form. The message is stored first; `emailWarning` says the shop was not emailed about it yet. ' +
      'Rate limited per address and per email.',
    tag: 'Messages',
    procedure: 'messages.send',
    body: contactSchema(),
    example: {
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '(702) 555-0199',
      subject: 'Transmission slipping',
      message: 'My 2014 Camry slips between second and third gear. Can I bring it in this week?',
    },
    answer: {
      status: 201,
      description: 'The message was received',
      schema: z.object({ success: z.literal(true), emailWarning: z.string().optional() }),
    },
    errors: [429],
    handle: (caller, { body }) => caller.messages.send(body),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/contact-messages',
    summary: 'The staff inbox',
    description:
      'Contact messages newest first, each with its replies; `status` keeps one status, `q` searches the ' +
      'sender’s name, email and phone, the subject and the text (ignoring case and accents). Without `limit` ' +
      'and `cursor`, the whole list as one array, streamed; with either, one page of `limit` messages (default ' +
      '25) with the total and the cursors of the pages after and before it.',
    tag: 'Messages',
    procedure: ['messages.list', 'messages.all'],
    query: messageListSchema(),
    answer: {
      description: 'Every message found (no paging parameters), or one page of them',
      schema: z.union([
        z.array(contactMessage),
        z.object({
          items: z.array(contactMessage),
          total: z.number().int().meta({ description: 'How many messages the filters find' }),
          nextCursor: z.string().nullable().meta({ description: 'The `cursor` of the next page; null on the last' }),
          previousCursor: z
            .string()
            .nullable()
            .meta({ description: 'The `cursor` of the page before; null on the first' }),
        }),
      ]),
    },
    handle: (caller, { query }) =>
      asksForPage(query) ? caller.messages.list(query) : caller.messages.all({ status: query.status, q: query.q }),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/admin/contact-messages/:id',
    summary: 'Mark a message read, unread or replied',
    tag: 'Messages',
    procedure: 'messages.setStatus',
    params: messageId,
    body: messageStatusSchema(),
    example: { status: 'read' },
    answer: {
      description: 'The message’s id and status',
      schema: z.object({ id: z.number().int(), status: z.enum(MESSAGE_STATUSES) }),
    },
    errors: [404],
    handle: (caller, { params, body }) => caller.messages.setStatus({ id: params.id, status: body.status }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/admin/contact-messages/:id/replies',
    summary: 'Reply to a message',
    description:
      'Emails the reply to the sender (with the shop’s email as Reply-To), stores it with the message and marks ' +
      'the message replied.',
    tag: 'Messages',
    procedure: 'messages.reply',
    params: messageId,
    body: replySchema(),
    example: { text: 'Yes, bring it in Thursday morning; we will take a look the same day.' },
    answer: { status: 201, description: 'The stored reply', schema: reply },
    errors: [404],
    handle: (caller, { params, body }) => caller.messages.reply({ id: params.id, text: body.text }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/admin/contact-messages/:id',
    summary: 'Delete a message',
    tag: 'Messages',
    procedure: 'messages.delete',
    params: messageId,
    answer: { description: 'The deleted message’s id', schema: z.object({ id: z.number().int() }) },
    handle: (caller, { params }) => caller.messages.delete({ id: params.id }),
  }),
];
