import { contactSchema, idSchema, MESSAGE_STATUSES } from '@shop/contract';
import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';

const contactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.iso.datetime(),
});

export const messagesRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/contact',
    summary: 'Send the shop a message',
    description:
      'The contact form. The message is stored first; `emailWarning` says the shop was not emailed about it yet. ' +
      'Rate limited per address and per email.',
    tag: 'Messages',
    access: 'public',
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
    description: 'Every contact message, newest first.',
    tag: 'Messages',
    access: 'supervisor',
    answer: { description: 'The messages', schema: z.array(contactMessage) },
    handle: (caller) => caller.messages.list(),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/admin/contact-messages/:id',
    summary: 'Delete a message',
    tag: 'Messages',
    access: 'manager',
    params: z.object({ id: idSchema.meta({ description: 'The message’s id' }) }),
    answer: { description: 'The deleted message’s id', schema: z.object({ id: z.number().int() }) },
    handle: (caller, { params }) => caller.messages.delete({ id: params.id }),
  }),
];
