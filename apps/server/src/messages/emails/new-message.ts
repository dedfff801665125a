import type { Mail } from '../../mail/mailer.ts';
import { shopEmail } from '../../mail/shop-email.ts';

/** The message's own page on the dashboard. */
export const dashboardMessageAddress = (origin: string, id: number) => `${origin}/dashboard/messages/${id}`;

/** To the front desk about a contact form message, one click from it; replying answers the sender. */
export function newMessageEmail(
  m: { id: number; name: string; email: string; phone?: string | null; subject: string; message: string },
  desk: { to: string; shopName: string; origin: string },
): Mail {
  return shopEmail(
    { to: desk.to, replyTo: m.email, subject: `Website message: ${m.subject}` },
    {
      language: 'en',
      from: { name: desk.shopName },
      preview: m.message.slice(0, 120),
      blocks: [
        { kind: 'text', text: m.message },
        { kind: 'text', text: `From: ${m.name} <${m.email}>, ${m.phone ?? ''}` },
        { kind: 'button', label: `Open message #${m.id}`, href: dashboardMessageAddress(desk.origin, m.id) },
      ],
      signed: false,
    },
  );
}
