import { MemoryRateLimiter, type RateLimiter } from './auth/rate-limiter.ts';
import type { Config } from './config.ts';
import { createMailer, type Mailer } from './messages/mailer.ts';
import { ReadCache } from './read-cache.ts';

/**
 * Long-lived pieces a request may need besides the database: mail, file storage, rate limits, the
 * public read cache. Built once at start (see main.ts) and handed to every request's context.
 */
export type Infra = {
  /** Public read APIs (settings, catalogue, carousel); invalidate a key prefix after an edit. */
  reads: ReadCache;
  /** Sign-in and contact-form limits, per IP and per email. */
  limiter: RateLimiter;
  /** Null when no SMTP server is configured. */
  mailer: Mailer | null;
};

export function createInfra(config: Config): Infra {
  return {
    reads: new ReadCache(config.PUBLIC_CACHE_TTL_MS),
    limiter: new MemoryRateLimiter(),
    mailer: createMailer(config.SMTP_URL, config.MAIL_FROM),
  };
}
