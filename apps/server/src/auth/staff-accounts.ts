import { randomBytes } from 'node:crypto';
import { type FilterQuery, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AuditAction,
  englishMessages,
  isPlainLine,
  type NewStaffAccountInput,
  type Page,
  ROLES,
  type Role,
  type StaffAccountFilter,
  type StaffAccountListInput,
  type StaffAccountUpdate,
  staffAccountFilterSchema,
  staffAccountListSchema,
  staffPasswordSchema,
  type TwoFactorPolicy,
} from '@shop/contract';
import { z } from 'zod';
import { cursorPage, mapPage, type OrderSpec } from '../db/paging.ts';
import { textContains } from '../db/search.ts';
import { Refusal } from '../refusal.ts';
import { BusinessSetting } from '../settings/business-setting.entity.ts';
import { TEXT_SETTING_DEFAULTS } from '../settings/settings.service.ts';
import { type Deps, inTransaction } from '../trpc/deps.ts';
import { passwordProblem } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { endSessionsOf } from './sessions.ts';
import { readTwoFactorPolicy, saveTwoFactorPolicy } from './two-factor-policy.ts';
import { User } from './user.entity.ts';

/** Staff account administration: one implementation for the users CLI and the Users screen. */

// The same character rule as every form: names and passwords are single lines of plain text.
const plainLine = (max: number) =>
  z.string().trim().refine(isPlainLine, englishMessages.invalidCharacters).max(max, englishMessages.tooLong);

const passwordSchema = staffPasswordSchema();

/** The shop's name as the password rule reads it (one row, no cache: passwords are set rarely). */
async function shopName(em: EntityManager): Promise<string> {
  const setting = await em.findOne(BusinessSetting, { key: 'shopName' });
  return setting?.value ?? TEXT_SETTING_DEFAULTS.shopName;
}

/**
 * Refuses a password someone chose for a staff account (400 with the rule's message key on
 * `password`): the rule is `passwordProblem`. Made-up passwords need no check.
 */
export async function checkChosenPassword(
  em: EntityManager,
  password: string,
  person: { email: string; firstName?: string | null; lastName?: string | null },
): Promise<void> {
  const problem = passwordProblem(password, {
    shopName: await shopName(em),
    names: [person.firstName, person.lastName],
    email: person.email,
  });
  if (problem) throw new Refusal('invalid-input', { field: 'password', key: problem });
}

export const staffAccountSchema = z.object({
  email: z.email(englishMessages.emailInvalid).max(255),
  password: passwordSchema,
  role: z.enum(ROLES),
  firstName: plainLine(100).optional(),
  lastName: plainLine(100).optional(),
});

/** What changes: `password` null makes a new one up; left out, the password stays. */
export interface StaffAccountChange {
  role?: Role | undefined;
  isActive?: boolean | undefined;
  password?: string | null | undefined;
}

/** The Users screen's form as a change: "reset" without a password makes one up. */
function changeFromUpdate({ role, isActive, resetPassword, password }: StaffAccountUpdate): StaffAccountChange {
  return { role, isActive, password: password ?? (resetPassword ? null : undefined) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whom a change is for: the CLI names accounts by email, the screen by id. */
export type AccountKey = { email: string } | { id: string };

/** 18 random bytes: 24 characters a manager can read out or paste, shown once. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** An account as the Users screen lists it: never its password. */
export function staffAccountView(u: User) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    role: u.role,
    isActive: u.isActive,
    lastSignInAt: u.lastSignInAt ?? null,
    twoStep: u.twoStep ?? false,
    createdAt: u.createdAt,
  };
}
export type StaffAccountView = ReturnType<typeof staffAccountView>;

/**
 * Makes a staff account, in the audit trail in the same transaction. `chosen`: the password was
 * chosen by a person (checked by the password rule), not made up.
 */
export async function createStaffAccount(
  deps: Deps,
  input: z.input<typeof staffAccountSchema> & { chosen?: boolean },
): Promise<User> {
  const data = staffAccountSchema.parse(input);
  const email = data.email.toLowerCase();
  if (input.chosen) await checkChosenPassword(deps.em, data.password, { ...data, email });
  return inTransaction(deps, async ({ em, audit }) => {
    if (await em.count(User, { email }))
      throw new Refusal('email-taken', `An account with the email ${email} already exists`);
    const user = em.create(User, {
      email,
      password: await hashPassword(data.password),
      role: data.role,
      firstName: data.firstName || null,
      lastName: data.lastName || null,
      isActive: true,
    });
    await em.flush();
    await audit.record({
      action: 'account-created',
      target: { kind: 'account', id: user.id, label: `${email} (${user.role})` },
    });
    return user;
  });
}

/** The Users screen's new account: answers the first password when the server made it up, the only time it is shown. */
export async function addStaffAccount(
  deps: Deps,
  input: NewStaffAccountInput,
): Promise<{ user: StaffAccountView; generatedPassword: string | null }> {
  const generatedPassword = input.password ? null : generatePassword();
  const user = await createStaffAccount(deps, {
    ...input,
    password: input.password ?? generatedPassword ?? '',
    chosen: Boolean(input.password),
  });
  return { user: staffAccountView(user), generatedPassword };
}

/**
 * Oldest first, as the accounts were made; the email (unique) orders accounts made in the same
 * millisecond. Indexed (created_at, email), also after the role or the active state.
 */
const OLDEST_FIRST: OrderSpec<User> = [
  ['createdAt', 'asc'],
  ['email', 'asc'],
];

/** The text the search box looks in, as the trigram index `users_search_index` has it. */
const searchedText = (a: string) =>
  `coalesce(${a}.first_name, '') || ' ' || coalesce(${a}.last_name, '') || ' ' || ${a}.email`;

function accountsWhere({ q, role, active }: z.output<ReturnType<typeof staffAccountFilterSchema>>): FilterQuery<User> {
  return {
    ...(role ? { role } : {}),
    ...(active !== undefined ? { isActive: active } : {}),
    ...(q ? textContains(searchedText, q) : {}),
  };
}

/** One page of the accounts the filter picks, oldest first, with how many it picks in all. */
export async function staffAccountsPage(
  { em }: Pick<Deps, 'em'>,
  query: StaffAccountListInput,
): Promise<Page<StaffAccountView>> {
  const { limit, cursor, ...filter } = staffAccountListSchema().parse(query);
  const page = await cursorPage(em, User, { where: accountsWhere(filter), orderBy: OLDEST_FIRST, limit, cursor });
  return mapPage(page, staffAccountView);
}

/**
 * Every account the filter picks, oldest first, read from a database cursor: the whole list for
 * `GET /api/admin/users` and `pnpm users list` without holding it all in memory.
 */
export async function* streamStaffAccounts(
  { em }: Pick<Deps, 'em'>,
  filter: StaffAccountFilter = {},
): AsyncGenerator<StaffAccountView> {
  const rows = em.stream(User, {
    where: accountsWhere(staffAccountFilterSchema().parse(filter)),
    orderBy: OLDEST_FIRST.map(([key, direction]) => ({ [key]: direction })),
  });
  for await (const user of rows) yield staffAccountView(user);
}

export interface AccountChanged {
  user: User;
  /** The password made for a reset that gave none: shown to the manager once, stored only hashed. */
  generatedPassword: string | null;
  endedSessions: number;
}

/**
 * Changes an account's role, active state or password, in the audit trail in the same
 * transaction. The shop always keeps an active manager, and a manager (the caller, none from the
 * CLI) can't take away their own: the active managers' rows are locked first, so two managers
 * demoting each other at once can't both succeed. Deactivating or a new password ends the
 * account's sessions at once.
 */
export async function changeStaffAccount(
  deps: Deps,
  { key, change }: { key: AccountKey; change: StaffAccountChange },
): Promise<AccountChanged> {
  if ('id' in key && !UUID.test(key.id)) throw new Refusal('not-found', 'Account not found');
  const by = deps.caller.user;
  return inTransaction(deps, async ({ em, audit }) => {
    const managers = await em.find(
      User,
      { role: 'manager', isActive: true },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    const where = 'id' in key ? { id: key.id } : { email: key.email.toLowerCase() };
    const user = await em.findOne(User, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user)
      throw new Refusal('not-found', 'email' in key ? `No account with the email ${key.email}` : 'Account not found');

    const staysManager = (change.role ?? user.role) === 'manager' && (change.isActive ?? user.isActive);
    if (user.role === 'manager' && user.isActive && !staysManager) {
      if (by?.id === user.id)
        throw new Refusal('own-manager-access', 'You can’t remove your own manager access: ask another manager');
      if (managers.length <= 1) {
        throw new Refusal('last-manager', `${user.email} is the last active manager: make another manager first`);
      }
    }

    let generatedPassword: string | null = null;
    let newPassword: string | undefined;
    if (change.password !== undefined) {
      newPassword = change.password ?? generatePassword();
      if (change.password === null) generatedPassword = newPassword;
      else {
        passwordSchema.parse(newPassword);
        await checkChosenPassword(em, newPassword, user);
      }
      user.password = await hashPassword(newPassword);
    }
    const before = { role: user.role, isActive: user.isActive };
    if (change.role) user.role = change.role;
    if (change.isActive !== undefined) user.isActive = change.isActive;
    await em.flush();
    const endSessions = change.isActive === false || newPassword !== undefined;
    const endedSessions = endSessions ? await endSessionsOf(em, user.id) : 0;
    const target = { kind: 'account', id: user.id, label: user.email };
    const record = (action: AuditAction, label = target.label) =>
      audit.record({ action, target: { ...target, label } });
    if (user.role !== before.role)
      await record('account-role-changed', `${user.email}: ${before.role} -> ${user.role}`);
    if (user.isActive !== before.isActive) await record(user.isActive ? 'account-activated' : 'account-deactivated');
    if (newPassword !== undefined) await record('account-password-reset');
    return { user, generatedPassword, endedSessions };
  });
}

/** The Users screen's change of one account: its role, active state, or a password reset. */
export async function updateStaffAccount(
  deps: Deps,
  { id, change }: { id: string; change: StaffAccountUpdate },
): Promise<{ user: StaffAccountView; generatedPassword: string | null; endedSessions: number }> {
  const changed = await changeStaffAccount(deps, { key: { id }, change: changeFromUpdate(change) });
  return { ...changed, user: staffAccountView(changed.user) };
}

// The CLI's commands, by email.

export async function setRole(deps: Deps, { email, role }: { email: string; role: Role }): Promise<User> {
  return (await changeStaffAccount(deps, { key: { email }, change: { role: z.enum(ROLES).parse(role) } })).user;
}

/** A new password ends every session the account had. */
export async function resetPassword(
  deps: Deps,
  { email, password }: { email: string; password: string },
): Promise<User> {
  return (await changeStaffAccount(deps, { key: { email }, change: { password } })).user;
}

/** Deactivated accounts can't sign in, and their open sessions stop working at once. */
export async function deactivate(deps: Deps, { email }: { email: string }): Promise<AccountChanged> {
  return changeStaffAccount(deps, { key: { email }, change: { isActive: false } });
}

export async function activate(deps: Deps, { email }: { email: string }): Promise<User> {
  return (await changeStaffAccount(deps, { key: { email }, change: { isActive: true } })).user;
}

/**
 * Takes away an account's authenticator app, recovery codes and passkeys (a lost phone), and ends
 * its sessions: its next sign-in starts again from the password, then enrolment if the shop
 * requires a factor. In the audit trail as the manager doing it (or the command line). A password
 * reset never does this (ASVS 6.4.3).
 */
export async function resetSecondFactors(deps: Deps, key: AccountKey): Promise<{ endedSessions: number }> {
  if ('id' in key && !UUID.test(key.id)) throw new Refusal('not-found', 'Account not found');
  return inTransaction(deps, async ({ em, audit }) => {
    const where = 'id' in key ? { id: key.id } : { email: key.email.toLowerCase() };
    const user = await em.findOne(User, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user)
      throw new Refusal('not-found', 'email' in key ? `No account with the email ${key.email}` : 'Account not found');
    await em.execute(
      'update users set totp_secret = null, totp_pending_secret = null, totp_last_step = null where id = ?',
      [user.id],
    );
    await em.execute('delete from recovery_codes where user_id = ?', [user.id]);
    await em.execute('delete from passkeys where user_id = ?', [user.id]);
    const endedSessions = await endSessionsOf(em, user.id);
    await audit.record({ action: 'two-factor-reset', target: { kind: 'account', id: user.id, label: user.email } });
    return { endedSessions };
  });
}

/** A manager ends every session of an account (a lost laptop, someone leaving). */
export async function endAccountSessions(deps: Deps, { id }: { id: string }): Promise<{ endedSessions: number }> {
  return inTransaction(deps, async ({ em, audit }) => {
    const user = UUID.test(id) ? await em.findOne(User, { id }) : null;
    if (!user) throw new Refusal('not-found', 'Account not found');
    const endedSessions = await endSessionsOf(em, id);
    await audit.record({ action: 'sessions-ended', target: { kind: 'account', id, label: user.email } });
    return { endedSessions };
  });
}

/** Who must sign in with a second factor: nobody, managers or all staff. */
export async function currentTwoFactorPolicy({ em }: Pick<Deps, 'em'>): Promise<{ requiredFor: TwoFactorPolicy }> {
  return { requiredFor: await readTwoFactorPolicy(em) };
}

export async function setTwoFactorPolicy(
  deps: Deps,
  { requiredFor }: { requiredFor: TwoFactorPolicy },
): Promise<{ requiredFor: TwoFactorPolicy }> {
  return inTransaction(deps, async ({ em, audit }) => {
    await saveTwoFactorPolicy(em, requiredFor);
    await audit.record({ action: 'two-factor-policy-changed', target: { kind: 'setting', label: requiredFor } });
    return { requiredFor };
  });
}
