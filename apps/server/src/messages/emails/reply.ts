import type { Mail } from '../../mail/mailer.ts';
import { shopEmail } from '../../mail/shop-email.ts';

/**
 * Staff's answer to a contact message; the sender's reply goes to the shop's address. In English:
 * the contact form keeps no language.
 */
export function replyEmail(
  message: { name: string; email: string; subject: string; message: string },
  reply: string,
  shop: { shopName: string; email: string; phone: string },
): Mail {
  return shopEmail(
    { to: message.email, replyTo: shop.email, subject: `Re: ${message.subject}` },
    {
      language: 'en',
      from: { name: shop.shopName, phone: shop.phone },
      preview: reply.slice(0, 120),
      // Signed above the message it answers, as a mail app replies.
      blocks: [
        { kind: 'text', text: reply },
        { kind: 'text', text: `${shop.shopName}\n${shop.phone}` },
        { kind: 'quote', heading: `${message.name} wrote:`, text: message.message },
      ],
      signed: false,
    },
  );
}
