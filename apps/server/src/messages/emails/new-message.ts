import type { Mail } from '../../mail/mailer.ts';

/** To the front desk about a contact form message; replying answers the sender. */
export function newMessageEmail(
  m: { id: number; name: string; email: string; phone?: string | null; subject: string; message: string },
  to: string,
): Mail {
  return {
    to,
    replyTo: m.email,
    subject: `Website message: ${m.subject}`,
    text: `${m.message}\n\nFrom: ${m.name} <${m.email}>, ${m.phone ?? ''}\nMessage #${m.id}`,
  };
}
