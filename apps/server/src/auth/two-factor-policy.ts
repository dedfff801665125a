import type { EntityManager } from '@mikro-orm/postgresql';
import { type Role, TWO_FACTOR_POLICIES, type TwoFactorPolicy } from '@shop/contract';

const KEY = 'twoFactorRequiredFor';
/** A database where the setting is missing (or edited by hand into nonsense) protects managers. */
const FALLBACK: TwoFactorPolicy = 'managers';

export async function readTwoFactorPolicy(em: EntityManager): Promise<TwoFactorPolicy> {
  const [row] = await em.execute<{ value: string }[]>('select value from business_settings where key = ?', [KEY]);
  const value = row?.value as TwoFactorPolicy | undefined;
  return value && TWO_FACTOR_POLICIES.includes(value) ? value : FALLBACK;
}

export async function saveTwoFactorPolicy(em: EntityManager, policy: TwoFactorPolicy): Promise<TwoFactorPolicy> {
  await em.execute(
    `insert into business_settings (key, value, updated_at) values (?, ?, now())
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [KEY, policy],
  );
  return policy;
}

/** Whether an account of this role must sign in with a second factor. */
export function secondFactorRequired(policy: TwoFactorPolicy, role: Role): boolean {
  if (policy === 'all-staff') return true;
  return policy === 'managers' && role === 'manager';
}
