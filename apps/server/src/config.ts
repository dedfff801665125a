import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: the default home of local data (embedded database, uploads). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
  REGISTRATION_ENABLED: flag.default(false),
  /** Milliseconds in-flight requests get to finish on SIGTERM. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  TRUST_PROXY: flag.default(false),
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
  /** How long public reads (settings, catalogue, carousel) are served from memory; edits on this server show at once. */
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
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
  if (c.NODE_ENV === 'production' && !c.PUBLIC_ORIGIN) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_ORIGIN: required in production (the address visitors use, e.g. https://shop.example)',
    );
  }
  return { ...c, seedDemo: c.SEED_DEMO ?? !c.DATABASE_URL };
}
