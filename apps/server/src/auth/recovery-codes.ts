import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RECOVERY_CODE_COUNT } from '@shop/contract';

// Crockford's base32 without look-alikes: codes are read off paper and typed.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * 24 characters of 5 random bits each (120 bits, over the 112 ASVS 6.5.2 asks of a lookup secret
 * kept with a plain hash), written in six groups of four.
 */
function makeCode(): string {
  const bytes = randomBytes(24);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]);
  return Array.from({ length: 6 }, (_, i) => chars.slice(i * 4, i * 4 + 4).join('')).join('-');
}

/** Case, spaces and dashes don't matter when a code is typed. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

const hashCode = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/** Replaces the account's recovery codes with ten new ones, answered this once. */
export async function renewRecoveryCodes(em: EntityManager, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, makeCode);
  await em.transactional(async (tx) => {
    await tx.execute('delete from recovery_codes where user_id = ?', [userId]);
    for (const code of codes) {
      await tx.execute('insert into recovery_codes (user_id, code_hash) values (?, ?)', [userId, hashCode(code)]);
    }
  });
  return codes;
}

/** Uses up one code in a single statement, so the same code sent twice at once works once. */
export async function useRecoveryCode(em: EntityManager, userId: string, typed: string): Promise<boolean> {
  const normalised = normaliseRecoveryCode(typed);
  if (normalised.length !== 24) return false;
  const used = await em.execute<{ id: number }[]>(
    `update recovery_codes set used_at = now()
      where id = (select id from recovery_codes where user_id = ? and code_hash = ? and used_at is null limit 1)
        and used_at is null
      returning id`,
    [userId, hashCode(normalised)],
  );
  return used.length === 1;
}

export async function recoveryCodesLeft(em: EntityManager, userId: string): Promise<number> {
  const [row] = await em.execute<{ left: string }[]>(
    'select count(*) as left from recovery_codes where user_id = ? and used_at is null',
    [userId],
  );
  return Number(row?.left ?? 0);
}
