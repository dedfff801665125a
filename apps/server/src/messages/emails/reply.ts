import type { Mail } from '../../mail/mailer.ts';

/** Staff's answer to a contact message; the sender's reply goes to the shop's address. */
export function replyEmail(
  message: { name: string; email: string; subject: string; message: string },
  reply: string,
  shop: { shopName: string; email: string; phone: string },
): Mail {
  const quoted = message.message
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  return {
    to: message.email,
    replyTo: shop.email,
    subject: `Re: ${message.subject}`,
    text: `${reply}\n\n${shop.shopName}\n${shop.phone}\n\n${message.name} wrote:\n${quoted}`,
  };
}
