import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: the default home of local data (embedded database, uploads). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The TOTP_KEY from its configured form: 32 bytes, base64 (44 characters) or hex (64). */
function parseTotpKey(text: string): Buffer | null {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return key.length === 32 ? key : null;
}

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** External PostgreSQL. Without it the server runs an embedded PostgreSQL with demo content. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Where the embedded database and uploaded files live. */
  DATA_DIR: z.string().min(1).default(path.join(projectRoot, '.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  /** Seed demo parts, images, messages and staff accounts. Defaults to on for the embedded database. */
  SEED_DEMO: flag.optional(),
  /** The built web app served at /. */
  WEB_DIST: z.string().min(1).default(path.join(projectRoot, 'apps/web/dist')),
  SESSION_TTL_DAYS: z.coerce.number().positive().max(365).default(7),
  /**
   * The key authenticator-app secrets are sealed with in the database (32 bytes, base64 or hex:
   * `openssl rand -base64 32`). Keep it with the backups' other secrets: without it, a restored
   * database's app secrets can't be read and those accounts sign in with a recovery code or passkey.
   */
  TOTP_KEY: z
    .string()
    .transform((text, ctx) => {
      const key = parseTotpKey(text);
      if (!key) ctx.addIssue({ code: 'custom', message: '32 bytes, written in base64 (44 characters) or hex (64)' });
      return key ?? Buffer.alloc(0);
    })
    .optional(),
  REGISTRATION_ENABLED: flag.default(false),
  /** Milliseconds in-flight requests get to finish on SIGTERM. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  TRUST_PROXY: flag.default(false),
  /** How long a client gets to send a request's headers. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  /** How long a client gets to send a request's body once its headers are in (every route but the file upload). */
  BODY_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  /** How long the whole file upload PUT may take: 10 MiB at 256 kbit/s needs about 330 s. */
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(600_000),
  /** How long an idle keep-alive connection stays open; keep it above a load balancer's idle timeout. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(72_000),
  /** Most live dashboard streams this server holds at once (each an open connection); more are refused with 503. */
  LIVE_STREAMS_MAX: z.coerce.number().int().min(0).max(100_000).default(500),
  /** How often an open dashboard stream reads its session again (it also does so at once when told of a change). */
  LIVE_RECHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Most PostgreSQL connections this server holds. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Connections opened at start and kept open while idle (at most DB_POOL_MAX). */
  DB_POOL_MIN: z.coerce.number().int().min(0).max(200).default(2),
  /** How long opening one PostgreSQL connection may take before the database counts as unavailable. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** How long a request waits for a free connection when all are busy. */
  DB_POOL_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** SMTP server for the shop's notification emails, e.g. smtp://user:pass@host:587. Unset: no email. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Who is told about new contact messages; defaults to the shop email setting. */
  CONTACT_NOTIFY_EMAIL: z.email().optional(),
  MAIL_FROM: z.string().min(3).default('Website <no-reply@localhost>'),
  /** Redis for the rate-limit counters, shared by every app server (`redis://host:6379`); unset, each server counts its own. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** The site's public address (https://shop.example) for sitemap.xml, robots.txt and page data; required in production. */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((u) => new URL(u).origin)
    .optional(),
  /** Uploaded images go to this S3-compatible bucket when set; otherwise to DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  /**
   * Backups are also copied to this S3-compatible bucket (under BACKUP_S3_PREFIX), with the S3_*
   * endpoint, region and credentials: one account, and the bucket may be the images' own.
   */
  BACKUP_S3_BUCKET: z.string().min(3).optional(),
  BACKUP_S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._/-]{0,200}$/, 'letters, digits, ".", "_", "-" and "/" only')
    .default('backups/'),
  /** Take a backup at start before applying migrations to a database that already has data. */
  BACKUP_BEFORE_MIGRATIONS: flag.default(true),
  /** How long public reads (settings, catalogue, carousel) are served from memory; edits on this server show at once. */
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  // Load shedding (http/load-shedding.ts): above any of these the server answers 503 with
  // Retry-After until it is back under. 0 turns a check off; unset memory limits follow V8's heap limit.
  /** V8 heap in use; default 90% of the heap limit (216 MiB with the `start` flags). */
  PRESSURE_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).max(65_536).optional(),
  /** Resident memory; default the heap limit plus 110 MiB (350 MiB, the budget, with the `start` flags). */
  PRESSURE_MAX_RSS_MB: z.coerce.number().int().min(0).max(65_536).optional(),
  /** Mean event-loop delay over a second. */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Share of the last second the event loop was busy (0 to 1); off by default, see README. */
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
});

export type Config = z.infer<typeof envSchema> & { seedDemo: boolean };

export class ConfigError extends Error {}

/** Reads and checks the environment once. A bad value is an error that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as in most shells' `VAR= cmd` idiom.
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const mismatch = [
    c.HEADERS_TIMEOUT_MS > c.UPLOAD_TIMEOUT_MS && '  HEADERS_TIMEOUT_MS: must not be above UPLOAD_TIMEOUT_MS',
    c.NODE_ENV === 'production' &&
      !c.PUBLIC_ORIGIN &&
      '  PUBLIC_ORIGIN: required in production (the address visitors use, e.g. https://shop.example)',
  ].filter(Boolean);
  if (mismatch.length > 0) throw new ConfigError(`Invalid configuration:\n${mismatch.join('\n')}`);
  return { ...c, seedDemo: c.SEED_DEMO ?? !c.DATABASE_URL };
}
