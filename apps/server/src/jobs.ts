import type { MikroORM } from '@mikro-orm/postgresql';
import { type Runner, run, type TaskList } from 'graphile-worker';
import pg from 'pg';
import { queueReminders } from './appointments/reminders.ts';
import { auditTrail, purgeAuditEvents } from './audit-trail.ts';
import type { BackupPlaces } from './backups/backup-places.ts';
import {
  alertIfBackupsInTrouble,
  type BackupDeps,
  dailyBackupDue,
  runBackup,
  serverAsActor,
} from './backups/backups.service.ts';
import type { Mail, Mailer } from './mail/mailer.ts';
import { SEND_EMAIL } from './mail/outbox.ts';
import { type QueueLog, queueLogger } from './mail/queue-logger.ts';
import { Refusal } from './refusal.ts';
import { readPublicSettings } from './settings/settings.service.ts';
import type { ObjectStore } from './storage/object-store.ts';

/**
 * The background worker each app server runs: it sends queued emails, every hour queues the
 * reminders for tomorrow's confirmed appointments, and every ten minutes sees whether the daily
 * backup is due (and whether the shop must hear that backups are in trouble).
 *
 * The queue is graphile-worker rather than pg-boss: a job is added with one SQL call,
 * `graphile_worker.add_job(...)`, inside the transaction that writes its row (no second client or
 * adapter), workers take jobs with SKIP LOCKED so each runs once across servers, failed jobs come
 * back with exponential backoff, LISTEN/NOTIFY starts them at once, and its cron schedule runs each
 * tick once across servers. It lives in its own schema on the same PostgreSQL: nothing else to run.
 */
export interface JobsDeps {
  orm: MikroORM;
  /** Null without SMTP_URL: emails go to the log instead (development). */
  mailer: Mailer | null;
  log: QueueLog & { info(details: object, message: string): void };
  now: () => Date;
  /** The site's public origin, for the customers' private links in the reminders. */
  origin: () => string;
  production: boolean;
  /** What the daily backup needs besides the database; without it the backup check does nothing. */
  backups?: { store: ObjectStore; places: BackupPlaces; notifyEmail?: string };
}

/** The `application_name` of the email queue's database connections. */
export const QUEUE_CONNECTION_NAME = 'shop-email-queue';

export const REMINDER_SCHEDULE = '0 * * * * queue_reminders';
/**
 * The backup's time is a setting (Las Vegas time) a manager may change, so the schedule doesn't
 * name it: the check runs every ten minutes, once across servers (graphile-worker's cron), and
 * takes the backup when today's time has passed without one.
 */
export const BACKUP_CHECK_SCHEDULE = '*/10 * * * * check_backups';

/** Old audit events go once a day, once across servers: the table refuses any younger one. */
export const AUDIT_PURGE_SCHEDULE = '15 4 * * * purge_audit_events';

export function jobTasks(deps: JobsDeps): TaskList {
  return {
    purge_audit_events: async () => {
      await purgeAuditEvents(deps.orm.em.fork(), {
        actor: null,
        ip: null,
        userAgent: 'server (daily purge)',
        log: deps.log,
      });
    },
    [SEND_EMAIL]: async (payload) => {
      const mail = payload as Mail;
      if (deps.mailer) return deps.mailer.send(mail);
      // No SMTP server: show the email to whoever runs the server, and let the job end.
      const { to, subject } = mail;
      deps.log.info(
        deps.production ? { to, subject } : { to, subject, text: mail.text },
        'email not sent (no SMTP_URL)',
      );
    },
    queue_reminders: async () => {
      const em = deps.orm.em.fork();
      await queueReminders(em, await readPublicSettings(em), deps.now(), deps.origin());
    },
    check_backups: async () => {
      if (!deps.backups) return;
      const em = deps.orm.em.fork();
      const backup: BackupDeps = {
        ...deps.backups,
        em,
        databaseUrl: deps.orm.config.get('clientUrl') as string,
        now: deps.now,
        log: deps.log,
        audit: auditTrail(em, serverAsActor('daily', deps.log)),
      };
      if (!(await dailyBackupDue(em, deps.now()))) {
        await alertIfBackupsInTrouble(backup);
        return;
      }
      try {
        await runBackup(backup, 'daily');
      } catch (error) {
        // Another backup (a manager's, the command's) is running: this tick's check comes again.
        if (!(error instanceof Refusal && error.reason === 'backup-running')) throw error;
      }
    },
  };
}

/** Starts a worker on the server's database; `stop` lets its jobs in flight finish. */
export async function startJobs(
  deps: JobsDeps,
  opts: { schedule?: boolean } = {},
): Promise<{ stop: () => Promise<void> }> {
  // Our own pool, so that a connection the database ends while idle (a restart, a failover) is
  // logged and replaced rather than thrown as an uncaught error that would stop the server.
  // Named, so an operator can tell its connections apart in pg_stat_activity.
  const pool = new pg.Pool({
    connectionString: deps.orm.config.get('clientUrl'),
    max: 3,
    application_name: QUEUE_CONNECTION_NAME,
  });
  // The reason only: pg hangs the whole client (its settings and keys) on the error it reports.
  const lost = (error: Error & { code?: string }) =>
    deps.log.warn({ reason: error.message, code: error.code }, 'email queue: a database connection was lost');
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const runner: Runner = await run({
    pgPool: pool,
    concurrency: 2,
    noHandleSignals: true,
    pollInterval: 2000,
    logger: queueLogger(deps.log),
    taskList: jobTasks(deps),
    ...(opts.schedule === false
      ? {}
      : { crontab: `${REMINDER_SCHEDULE}\n${BACKUP_CHECK_SCHEDULE}\n${AUDIT_PURGE_SCHEDULE}` }),
  }).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  return {
    stop: async () => {
      await runner.stop();
      await pool.end();
    },
  };
}
