import { z } from 'zod';

/**
 * What an open dashboard is told as it happens, by the domain that made the change: a message
 * arrived or changed (read, replied, deleted), an appointment was booked or changed (by staff or
 * by the customer from their link), a review waits for a manager, a repair order was checked in
 * or changed by staff, and its customer opened, approved or declined its estimate.
 */
export const LIVE_NEWS_KINDS = [
  'message-received',
  'message-changed',
  'appointment-booked',
  'appointment-changed',
  'review-waiting',
  'repair-order-changed',
  'estimate-opened',
  'estimate-approved',
  'estimate-declined',
] as const;
export type LiveNewsKind = (typeof LIVE_NEWS_KINDS)[number];

/** One piece of news: what happened, to which record, and which staff account did it (none: a visitor). */
export interface LiveNews {
  kind: LiveNewsKind;
  /** The message's, appointment's, review's or repair order's id. */
  subject: number | null;
  /** The account that made the change, so its own screens needn't announce it; null for a customer. */
  by: string | null;
}

/**
 * What a dashboard's stream carries: news, or word from the stream itself. `ready`: the stream is
 * open and has sent what was missed. `resync`: more was missed than the server keeps (a laptop
 * asleep for a day), so every list loads again.
 */
export type LiveEvent = LiveNews | { kind: 'ready' } | { kind: 'resync' };

/**
 * The stream's input: where a reconnecting stream left off. tRPC puts the `Last-Event-ID` the
 * browser sends here; nothing else is asked.
 */
export const liveStreamInput = z
  .strictObject({
    lastEventId: z
      .string()
      .regex(/^\d{1,19}$/)
      .nullish(),
  })
  .optional();

/** How many streams one session may hold (one per open dashboard tab); the server refuses more. */
export const LIVE_STREAMS_PER_SESSION = 5;
