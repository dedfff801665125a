import type { EntityManager } from '@mikro-orm/postgresql';
import type { contactSchema } from '@shop/contract';
import type { z } from 'zod';
import { takeAttempt } from '../rate-limits/attempts.ts';
import type { RateLimits } from '../rate-limits/rate-limits.ts';
import { ContactMessage } from './contact-message.entity.ts';
import type { Mailer } from './mailer.ts';

const CONTACT_REFUSAL = 'Too many messages. Please wait a few minutes or call us.';

export interface ContactAnswer {
  success: true;
  /** Set when the message was stored but the shop could not be emailed about it. */
  emailWarning?: string;
}

interface Deps {
  limits: RateLimits;
  mailer: Mailer | null;
  notifyEmail: string;
  ip: string;
  log: (error: unknown) => void;
}

/**
 * A visitor's message. It is stored first, so it is never lost; then the shop is emailed. A
 * filled-in honeypot field means a bot: the answer looks the same and nothing is kept.
 */
export async function receiveContactMessage(
  em: EntityManager,
  input: z.output<ReturnType<typeof contactSchema>>,
  deps: Deps,
): Promise<ContactAnswer> {
  if (input.website.trim() !== '') return { success: true };
  // Per sender and per address: a busy sender is paused without pausing everyone on their network.
  await takeAttempt(deps.limits.contactPerIp, deps.ip, CONTACT_REFUSAL);
  await takeAttempt(deps.limits.contactPerEmail, input.email.trim().toLowerCase(), CONTACT_REFUSAL);
  const message = em.create(ContactMessage, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    subject: input.subject,
    message: input.message,
    status: 'unread',
  });
  await em.flush();

  if (!deps.mailer) return { success: true };
  try {
    await deps.mailer.send({
      to: deps.notifyEmail,
      replyTo: input.email,
      subject: `Website message: ${input.subject}`,
      text: `${input.message}\n\nFrom: ${input.name} <${input.email}>, ${input.phone}\nMessage #${message.id}`,
    });
    return { success: true };
  } catch (error) {
    deps.log(error);
    return { success: true, emailWarning: 'Your message was received, but the shop was not notified by email yet.' };
  }
}
