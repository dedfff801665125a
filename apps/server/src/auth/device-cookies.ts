import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseCookie } from 'cookie';

/**
 * OWASP's "device cookies": a browser that signed in to an account gets a cookie naming that
 * account, signed with the server's secret. Later, a sign-in to the same account from a browser
 * presenting a valid one is counted against that device's own allowance, not the account-wide one
 * a stranger can spend (see sign-in-throttle.ts). The cookie proves nothing else: it is no session
 * and grants nothing; a stolen one only lets its holder try the same few passwords a minute the
 * owner may.
 *
 * Value: `<issued, base36 seconds>.<device id>.<HMAC-SHA256 of email, issued and id>`; one cookie
 * per account, named after a hash of the email, so a shared shop computer keeps one per person.
 */

export const DEVICE_COOKIE_DAYS = 180;
const DAY_S = 24 * 60 * 60;
const NAME_PREFIX = 'shop_device_';

/** What the sign-in needs from the request and its answer, whatever the door (tRPC or REST). */
export interface CookieJar {
  read(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
}

export const deviceCookieName = (email: string): string =>
  NAME_PREFIX + createHash('sha256').update(email).digest('hex').slice(0, 16);

function mac(secret: Buffer, email: string, issued: string, device: string): string {
  return createHmac('sha256', secret).update(`${email}\n${issued}\n${device}`).digest('base64url');
}

/** A new device cookie's value for `email`: a fresh device id, signed. */
export function issueDeviceCookie(secret: Buffer, email: string, now: Date): string {
  const issued = Math.floor(now.getTime() / 1000).toString(36);
  const device = randomBytes(16).toString('base64url');
  return `${issued}.${device}.${mac(secret, email, issued, device)}`;
}

/** The device id of a valid, unexpired cookie for `email`; undefined for anything else. */
export function checkDeviceCookie(
  secret: Buffer,
  email: string,
  value: string | undefined,
  now: Date,
): string | undefined {
  if (!value || value.length > 200) return undefined;
  const [issued, device, signature, extra] = value.split('.');
  if (!issued || !device || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(secret, email, issued, device));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const issuedAt = Number.parseInt(issued, 36);
  if (!Number.isFinite(issuedAt) || issuedAt * 1000 + DEVICE_COOKIE_DAYS * DAY_S * 1000 < now.getTime())
    return undefined;
  return device;
}

/** Longer Cookie headers are not read: no browser sends one for this site, and a sign-in is no place to parse one. */
const COOKIE_HEADER_MAX = 8192;

/**
 * One cookie from a Cookie header. Named twice, the first counts: browsers send the cookie of the
 * most specific path first.
 */
export function cookieFrom(header: string | undefined, name: string): string | undefined {
  if (!header || header.length > COOKIE_HEADER_MAX) return undefined;
  return parseCookie(header)[name];
}

/** The Set-Cookie header of a device cookie: never readable by scripts, never sent cross-site. */
export function deviceCookieHeader(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/**
 * The server's secret for these cookies, made by the migration and shared by every app server
 * through the database; read once per database.
 */
const secrets = new WeakMap<object, Promise<Buffer>>();
export function deviceSecret(em: EntityManager, cacheKey: object): Promise<Buffer> {
  let secret = secrets.get(cacheKey);
  if (!secret) {
    secret = em
      .execute<{ value: string }[]>(`select value from server_secrets where name = 'device-cookie'`)
      .then((rows) => {
        const value = rows[0]?.value;
        if (!value) throw new Error('The device-cookie secret is missing from server_secrets');
        return Buffer.from(value, 'utf8');
      });
    secret.catch(() => secrets.delete(cacheKey));
    secrets.set(cacheKey, secret);
  }
  return secret;
}

export { DAY_S as DEVICE_COOKIE_DAY_SECONDS };
