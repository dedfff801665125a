import type { contactSchema } from '@shop/contract';
import type { z } from 'zod';
import { queueEmail } from '../mail/outbox.ts';
import { takeAttempt } from '../rate-limits/attempts.ts';
import { shopNotifyEmail, shopSettings } from '../settings/shop-settings.service.ts';
import { type Deps, inTransaction } from '../trpc/deps.ts';
import { ContactMessage } from './contact-message.entity.ts';
import { newMessageEmail } from './emails/new-message.ts';

const CONTACT_REFUSAL = 'Too many messages. Please wait a few minutes or call us.';
export const EMAIL_WARNING = 'Your message was received, but the shop was not notified by email yet.';

export interface ContactAnswer {
  success: true;
  /** Set when the message was stored but the shop can't be emailed about it. */
  emailWarning?: string;
}

/**
 * A visitor's message. The message and the shop's notification email are written in one
 * transaction, so the message is never lost and the email goes once it is stored. A filled-in
 * honeypot field means a bot: the answer looks the same and nothing is kept.
 */
export async function receiveContactMessage(
  deps: Deps,
  input: z.output<ReturnType<typeof contactSchema>>,
): Promise<ContactAnswer> {
  if (input.website.trim() !== '') return { success: true };
  // Per sender and per address: a busy sender is paused without pausing everyone on their network.
  await takeAttempt(deps.limits.contactPerIp, deps.caller.ip, CONTACT_REFUSAL);
  await takeAttempt(deps.limits.contactPerEmail, input.email.trim().toLowerCase(), CONTACT_REFUSAL);
  const notifyEmail = await shopNotifyEmail(deps);
  const { shopName } = await shopSettings(deps);
  let queued = false;
  await inTransaction(deps, async ({ em: tx, live }) => {
    const message = tx.create(ContactMessage, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      status: 'unread',
    });
    await tx.flush();
    await live.publish({ kind: 'message-received', subject: message.id, audience: 'supervisor' });
    try {
      // In a savepoint: if the queue refuses the job, the message is still stored.
      await tx.transactional((inner) =>
        queueEmail(inner, newMessageEmail(message, { to: notifyEmail, shopName, origin: deps.origin() })),
      );
      queued = true;
    } catch (error) {
      deps.log.error({ err: error }, 'contact notification email could not be queued');
    }
  });
  return queued && deps.mail.sends ? { success: true } : { success: true, emailWarning: EMAIL_WARNING };
}
