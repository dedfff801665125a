import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Sends the shop's notification emails; `null` when no SMTP server is configured. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer | null {
  if (!smtpUrl) return null;
  // Short timeouts: the visitor waits for this answer, and their message is already stored.
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries({
    connectionTimeout: '5000',
    greetingTimeout: '5000',
    socketTimeout: '10000',
  })) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transport: Transporter = nodemailer.createTransport(url.toString());
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
