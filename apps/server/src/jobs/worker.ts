import type { MikroORM } from '@mikro-orm/postgresql';
import { type Runner, run, type TaskList } from 'graphile-worker';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { type QueueLog, queueLogger } from './queue-logger.ts';

/**
 * The background worker each app server runs, with the jobs the server's modules hand it (see
 * modules.ts): the queued emails, and the scheduled ones (reminders, the backup check, the audit
 * trail's purge).
 *
 * The queue is graphile-worker rather than pg-boss: a job is added with one SQL call,
 * `graphile_worker.add_job(...)`, inside the transaction that writes its row (no second client or
 * adapter), workers take jobs with SKIP LOCKED so each runs once across servers, failed jobs come
 * back with exponential backoff, LISTEN/NOTIFY starts them at once, and its cron schedule runs each
 * tick once across servers. It lives in its own schema on the same PostgreSQL: nothing else to run.
 */
export interface JobDeps {
  orm: MikroORM;
  config: Config;
  /** Null without SMTP_URL: emails go to the log instead (development). */
  mailer: Mailer | null;
  /** Uploaded images (a backup takes them along). */
  store: ObjectStore;
  log: JobLog;
  now: () => Date;
  /** The site's public origin, for the customers' private links in emails. */
  origin: () => string;
}

/** Where jobs report. */
export type JobLog = QueueLog & { info(details: object, message: string): void };

/** One kind of job: its task name, what it does and, for a scheduled one, when (once across servers). */
export interface Job {
  /** The task's name in the queue (`send_email`): what `add_job` and the schedule name. */
  name: string;
  /** Cron's five fields (`0 * * * *`: every hour), when it runs on its own; none when it is queued. */
  schedule?: string;
  run(deps: JobDeps, payload: unknown): Promise<void>;
}

/** The `application_name` of the worker's database connections. */
export const QUEUE_CONNECTION_NAME = 'shop-email-queue';

/** Starts a worker on the server's database; `stop` lets its jobs in flight finish. */
export async function startWorker(
  deps: JobDeps,
  jobs: readonly Job[],
  opts: { schedule?: boolean } = {},
): Promise<{ stop: () => Promise<void> }> {
  const taskList: TaskList = {};
  for (const job of jobs) {
    if (taskList[job.name]) throw new Error(`Two jobs are named ${job.name}`);
    taskList[job.name] = (payload) => job.run(deps, payload);
  }
  const crontab = jobs.flatMap((job) => (job.schedule ? [`${job.schedule} ${job.name}`] : []));
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
    taskList,
    ...(opts.schedule === false ? {} : { crontab: crontab.join('\n') }),
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
