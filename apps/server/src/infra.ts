import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { LIVE_STREAMS_PER_SESSION } from '@shop/contract';
import type { Config } from './config.ts';
import { LiveBus } from './live-events/live-bus.ts';
import { createLog, type Log } from './log.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { AnyPublicRead, WholeListRead } from './public-reads/public-read.ts';
import { PublicReads } from './public-reads/public-reads.ts';
import { memoryRateLimits, type RateLimits } from './rate-limits/rate-limits.ts';
import { redisRateLimits } from './rate-limits/redis-rate-limits.ts';
import { diskStore } from './storage/disk-store.ts';
import type { ObjectStore } from './storage/object-store.ts';
import { s3Store } from './storage/s3-store.ts';

/**
 * Long-lived pieces a request may need besides the database: mail, file storage, rate limits, the
 * public read cache. Built once at start (see main.ts) and handed to every request's context.
 */
export type Infra = {
  /** What every visitor reads (settings, catalogue, carousel...), kept in memory; edits call `changed`. */
  reads: PublicReads;
  /** Sign-in, registration and contact-form limits: in Redis when REDIS_URL is set, else in memory. */
  limits: RateLimits;
  /** Sends queued emails (jobs/send-email.ts); null when no SMTP server is configured. */
  mailer: Mailer | null;
  /** Uploaded images: an S3-compatible bucket when configured, else a local folder. */
  store: ObjectStore;
  /** The time now: tests move it to a known day (booking windows, reminders, "today"). */
  now: () => Date;
  /** Open dashboards' streams of news, and this server's one connection listening for it. */
  live: LiveBus;
  /** The server's log (pino JSON lines at LOG_LEVEL). Code logs here, not on `req.log` (see log.ts). */
  log: Log;
  /**
   * The site's public origin for links in emails: PUBLIC_ORIGIN (required in production), else this
   * server's own address, right for development on one machine. Never the request's Host header.
   */
  origin: () => string;
};

/** Where uploaded images are kept: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function imageStore(config: Config): ObjectStore {
  return config.S3_BUCKET
    ? s3Store({
        bucket: config.S3_BUCKET,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      })
    : diskStore(path.join(config.DATA_DIR, 'uploads'));
}

const ownHost = (host: string) =>
  host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

/**
 * `reads`: the public reads the domains declare (modules.ts); `logStream`: where the log goes
 * instead of stdout (a test reading it).
 */
export function createInfra(
  config: Config,
  orm: MikroORM,
  opts: { reads: readonly (AnyPublicRead | WholeListRead)[]; logStream?: NodeJS.WritableStream },
): Infra {
  const log = createLog(config.LOG_LEVEL, opts.logStream);
  return {
    reads: new PublicReads(orm, config.PUBLIC_CACHE_TTL_MS, opts.reads, log),
    limits: config.REDIS_URL ? redisRateLimits(config.REDIS_URL) : memoryRateLimits(),
    mailer: createMailer(config.SMTP_URL, config.MAIL_FROM),
    store: imageStore(config),
    now: () => new Date(),
    live: new LiveBus({
      connectionString: orm.config.get('clientUrl') ?? '',
      log,
      perSession: LIVE_STREAMS_PER_SESSION,
      perServer: config.LIVE_STREAMS_MAX,
    }),
    log,
    origin: () => config.PUBLIC_ORIGIN ?? `http://${ownHost(config.HOST)}:${config.PORT}`,
  };
}
