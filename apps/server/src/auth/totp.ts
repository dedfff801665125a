import type { EntityManager } from '@mikro-orm/postgresql';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { openTotpSecret, sealTotpSecret, TotpKeyError } from './totp-key.ts';

/** A code counts for its own 30-second step and the one before and after (clock drift, typing). */
const STEP_SECONDS = 30;

export interface TotpEnrolment {
  /** The secret to type into an app that can't scan (base32). */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code as an SVG image (a data: address), made here so the browser loads no QR library. */
  qrCode: string;
}

/** Starts setting up an authenticator app: a new secret waits for its first code. */
export async function beginTotp(
  em: EntityManager,
  user: { id: string; email: string },
  issuer: string,
  key: Buffer | undefined,
): Promise<TotpEnrolment> {
  const secret = generateSecret();
  await em.execute('update users set totp_pending_secret = ? where id = ?', [sealTotpSecret(secret, key), user.id]);
  const uri = generateURI({ issuer, label: user.email, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a code matches (this one, or one either side), or null. A stored secret that
 * can't be opened (TOTP_KEY missing or changed) matches no code: the account's recovery codes and
 * passkeys still work, and a manager can reset its factors.
 */
async function matchingStep(stored: string, key: Buffer | undefined, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  let secret: string;
  try {
    secret = openTotpSecret(stored, key);
  } catch (error) {
    if (error instanceof TotpKeyError) return null;
    throw error;
  }
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: STEP_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Checks a code against the account's secret and uses up its time step in the same statement:
 * the same code, or an older one, never works twice, even sent at once (ASVS 6.5.1).
 */
export async function useTotpCode(
  em: EntityManager,
  userId: string,
  code: string,
  key: Buffer | undefined,
  now?: Date,
) {
  const [row] = await em.execute<{ totp_secret: string | null }[]>('select totp_secret from users where id = ?', [
    userId,
  ]);
  if (!row?.totp_secret) return false;
  const step = await matchingStep(row.totp_secret, key, code, now ?? new Date());
  if (step === null) return false;
  const used = await em.execute<{ id: string }[]>(
    `update users set totp_last_step = ?
      where id = ? and totp_secret = ? and (totp_last_step is null or totp_last_step < ?) returning id`,
    [step, userId, row.totp_secret, step],
  );
  return used.length === 1;
}

/** Confirms the waiting secret with a code from the app; answers whether it matched. */
export async function confirmTotp(
  em: EntityManager,
  userId: string,
  code: string,
  key: Buffer | undefined,
  now = new Date(),
) {
  const [row] = await em.execute<{ totp_pending_secret: string | null }[]>(
    'select totp_pending_secret from users where id = ?',
    [userId],
  );
  if (!row?.totp_pending_secret) return 'not-started' as const;
  const step = await matchingStep(row.totp_pending_secret, key, code, now);
  if (step === null) return 'wrong-code' as const;
  const moved = await em.execute<{ id: string }[]>(
    `update users set totp_secret = totp_pending_secret, totp_pending_secret = null, totp_last_step = ?
      where id = ? and totp_pending_secret = ? returning id`,
    [step, userId, row.totp_pending_secret],
  );
  return moved.length === 1 ? ('confirmed' as const) : ('not-started' as const);
}

export async function removeTotp(em: EntityManager, userId: string): Promise<void> {
  await em.execute(
    'update users set totp_secret = null, totp_pending_secret = null, totp_last_step = null where id = ?',
    [userId],
  );
}
