import { MESSAGE_STATUSES, pageOf } from '@shop/contract';
import { z } from 'zod';
import { instant } from '../trpc/rest-door.ts';

/** What the messages procedures answer. */

export const messageReply = z.object({
  id: z.number().int(),
  text: z.string(),
  createdAt: instant,
  staffName: z.string().nullable().meta({ description: 'Who answered; null when the account is gone' }),
});

export const contactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: instant,
  replies: z.array(messageReply),
});

export const inboxPage = pageOf(contactMessage);

export const messageReceived = z.object({ success: z.literal(true), emailWarning: z.string().optional() });

export const messageStatus = z.object({ id: z.number().int(), status: z.enum(MESSAGE_STATUSES) });

export const deletedMessage = z.object({ id: z.number().int() });
