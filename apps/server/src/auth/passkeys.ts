import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import type { Config } from '../config.ts';
import { asDate } from './sessions.ts';

/**
 * Who the passkeys belong to: the site's public address. A browser refuses an IP address as the
 * relying party, so a server on 127.0.0.1 (development, the browser tests) is `localhost`.
 */
export function relyingParty(config: Pick<Config, 'PUBLIC_ORIGIN' | 'PORT'>): { id: string; origin: string } {
  const url = new URL(config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`);
  if (/^[\d.]+$|^\[/.test(url.hostname)) url.hostname = 'localhost';
  return { id: url.hostname, origin: url.origin };
}

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface PasskeyRow {
  id: string;
  user_id: string;
  name: string;
  credential_id: string;
  public_key: Buffer;
  counter: string;
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

const view = (r: PasskeyRow): PasskeyView => ({
  id: r.id,
  name: r.name,
  createdAt: asDate(r.created_at),
  lastUsedAt: asDate(r.last_used_at),
});

/** An account's passkeys, oldest first (a handful each; indexed by account). */
export async function passkeysOf(em: EntityManager, userId: string): Promise<PasskeyView[]> {
  const rows = await em.execute<PasskeyRow[]>(
    'select * from passkeys where user_id = ? order by created_at, id limit 100',
    [userId],
  );
  return rows.map(view);
}

const transportsOf = (r: PasskeyRow) =>
  (r.transports ? r.transports.split(',') : []) as NonNullable<WebAuthnCredential['transports']>;

/**
 * Options for a new passkey. A passkey must be discoverable and verify its user (PIN or
 * biometrics): then it is two factors by itself and can sign in alone.
 */
export async function registrationOptions(
  em: EntityManager,
  config: Config,
  shopName: string,
  user: { id: string; email: string; firstName: string | null; lastName: string | null },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty(config);
  const existing = await em.execute<PasskeyRow[]>('select * from passkeys where user_id = ?', [user.id]);
  return generateRegistrationOptions({
    rpName: shopName,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((r) => ({ id: r.credential_id, transports: transportsOf(r) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** Checks a new passkey against the challenge it answered and keeps it; null when it doesn't verify. */
export async function addPasskey(
  em: EntityManager,
  config: Config,
  userId: string,
  challenge: string,
  name: string,
  response: RegistrationResponseJSON,
): Promise<PasskeyView | null> {
  const rp = relyingParty(config);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    return null;
  }
  if (!verified.verified) return null;
  const { credential } = verified.registrationInfo;
  const rows = await em.execute<PasskeyRow[]>(
    `insert into passkeys (user_id, name, credential_id, public_key, counter, transports)
     values (?, ?, ?, ?, ?, ?) on conflict (credential_id) do nothing returning *`,
    [
      userId,
      name,
      credential.id,
      Buffer.from(credential.publicKey),
      credential.counter,
      (credential.transports ?? []).join(','),
    ],
  );
  return rows[0] ? view(rows[0]) : null;
}

/** Options to sign in with a passkey: any of the site's (alone), or one of the account's (second factor). */
export async function authenticationOptions(
  em: EntityManager,
  config: Config,
  userId?: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const mine = userId ? await em.execute<PasskeyRow[]>('select * from passkeys where user_id = ?', [userId]) : [];
  return generateAuthenticationOptions({
    rpID: relyingParty(config).id,
    userVerification: 'required',
    allowCredentials: mine.map((r) => ({ id: r.credential_id, transports: transportsOf(r) })),
  });
}

/**
 * The account a passkey's answer proves (its user verified), or null. `userId` limits it to that
 * account's passkeys. The signature counter is kept; one that goes backwards is refused by the check.
 */
export async function verifyPasskey(
  em: EntityManager,
  config: Config,
  challenge: string,
  response: AuthenticationResponseJSON,
  userId?: string,
): Promise<{ userId: string; passkeyId: string } | null> {
  const [row] = await em.execute<PasskeyRow[]>('select * from passkeys where credential_id = ?', [String(response.id)]);
  if (!row || (userId && row.user_id !== userId)) return null;
  const rp = relyingParty(config);
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: row.credential_id,
        publicKey: new Uint8Array(row.public_key),
        counter: Number(row.counter),
        transports: transportsOf(row),
      },
      requireUserVerification: true,
    });
    if (!result.verified) return null;
    await em.execute('update passkeys set counter = ?, last_used_at = now() where id = ?', [
      result.authenticationInfo.newCounter,
      row.id,
    ]);
    return { userId: row.user_id, passkeyId: row.id };
  } catch {
    return null;
  }
}

export async function renamePasskey(em: EntityManager, userId: string, id: string, name: string) {
  const rows = await em.execute<PasskeyRow[]>('update passkeys set name = ? where id = ? and user_id = ? returning *', [
    name,
    id,
    userId,
  ]);
  return rows[0] ? view(rows[0]) : null;
}

export async function removePasskey(em: EntityManager, userId: string, id: string): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>('delete from passkeys where id = ? and user_id = ? returning id', [
    id,
    userId,
  ]);
  return rows.length === 1;
}
