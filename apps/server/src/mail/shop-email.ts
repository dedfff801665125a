import { type EmailContent, emailText } from './email-content.ts';
import type { Mail } from './mailer.ts';

/**
 * An email of the shop, in a few lines: who to, the subject, and what it says. Its text part is
 * written here; its HTML part by the worker, from the same content.
 */
export function shopEmail(
  envelope: Pick<Mail, 'to' | 'subject' | 'replyTo' | 'attachments'>,
  content: EmailContent,
): Mail {
  return { ...envelope, text: emailText(content), content };
}
