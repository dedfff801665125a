import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailContent } from './email-content.ts';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** One email as it is queued (job payload) and sent. */
export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part; the whole email when it has no content to lay out. */
  text: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** What it says, laid out as its HTML part when sent; emails queued before HTML had none. */
  content?: EmailContent;
}

/** Sends one email through the shop's SMTP server; `null` when none is configured. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer | null {
  if (!smtpUrl) return null;
  // Short timeouts: a hung server would hold a queue worker; the job is retried later anyway.
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
    async send({ content, ...mail }) {
      // Loaded with the first email rather than at start: React's renderer costs a server that
      // sends none nothing.
      const html = content ? await (await import('./email-html.ts')).emailHtml(content) : undefined;
      await transport.sendMail({ from, ...mail, ...(html ? { html } : {}) });
    },
  };
}
