import type { Mail } from '../mail/mailer.ts';
import { SEND_EMAIL } from '../mail/outbox.ts';
import type { Job } from './worker.ts';

/** Sends an email the outbox queued (mail/outbox.ts). */
export const sendEmail: Job = {
  name: SEND_EMAIL,
  async run(deps, payload) {
    const mail = payload as Mail;
    if (deps.mailer) return deps.mailer.send(mail);
    // No SMTP server: show the email to whoever runs the server, and let the job end.
    const { to, subject } = mail;
    deps.log.info(
      deps.config.NODE_ENV === 'production' ? { to, subject } : { to, subject, text: mail.text },
      'email not sent (no SMTP_URL)',
    );
  },
};
