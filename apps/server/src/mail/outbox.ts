import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mail } from './mailer.ts';

export const SEND_EMAIL = 'send_email';
/** Attempts before a job is given up (about a day and a half of backoff, growing each time). */
const MAX_ATTEMPTS = 20;

/**
 * Queues an email in the caller's transaction: it is sent only if the row it belongs to is
 * committed, and it is never lost once that row is. A worker sends it (jobs/send-email.ts).
 */
export async function queueEmail(em: EntityManager, mail: Mail): Promise<void> {
  await em.execute('select graphile_worker.add_job(?, ?::json, max_attempts => ?)', [
    SEND_EMAIL,
    JSON.stringify(mail),
    MAX_ATTEMPTS,
  ]);
}
