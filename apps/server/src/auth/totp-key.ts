import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Authenticator-app secrets at rest (ASVS 6.5.x: the keys that verify one-time codes are kept
 * apart from the data). With `TOTP_KEY` set, a secret is stored sealed with AES-256-GCM under that
 * key, which lives in the server's environment, not in the database: a leaked dump or backup file
 * holds no usable secret. Without it (development, the demo), secrets are stored as they are, and
 * a sealed one can't be read: the server says so at start in production.
 *
 * Sealed form: `v1.<iv>.<ciphertext + tag>`, base64url. Secrets stored before the key was set are
 * still read as they are (a base32 secret never starts with `v1.`).
 */
const SEALED = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]+)$/;

export class TotpKeyError extends Error {}

export function sealTotpSecret(secret: string, key: Buffer | undefined): string {
  if (!key) return secret;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

export function openTotpSecret(stored: string, key: Buffer | undefined): string {
  const sealed = SEALED.exec(stored);
  if (!sealed) return stored;
  if (!key) throw new TotpKeyError('An authenticator-app secret is sealed but TOTP_KEY is not set');
  const data = Buffer.from(sealed[2] as string, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed[1] as string, 'base64url'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  try {
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw new TotpKeyError('An authenticator-app secret does not open with TOTP_KEY (another key?)');
  }
}
