import { randomBytes } from 'node:crypto';
import { type FilterQuery, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AuditAction,
  englishMessages,
  isPlainLine,
  type Page,
  ROLES,
  type Role,
  type StaffAccountFilter,
  type StaffAccountListInput,
  type StaffAccountUpdate,
  staffAccountFilterSchema,
  staffAccountListSchema,
  staffPasswordSchema,
} from '@shop/contract';
import { z } from 'zod';
import { type AuditBy, recordAuditEvent } from '../audit/audit-trail.ts';
import { cursorPage, type OrderSpec } from '../db/paging.ts';
import { textContains } from '../db/search.ts';
import { Refusal } from '../refusal.ts';
import { BusinessSetting } from '../settings/business-setting.entity.ts';
import { TEXT_SETTING_DEFAULTS } from '../settings/settings.service.ts';
import { passwordProblem } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { endSessionsOf } from './sessions.ts';
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
  /** Who makes the change, for the audit trail (none in tests that arrange data). */
  audit?: AuditBy;
  role?: Role;
  isActive?: boolean;
  password?: string | null;
}

/** The Users screen's form as a change: "reset" without a password makes one up. */
export function changeFromUpdate({ role, isActive, resetPassword, password }: StaffAccountUpdate): StaffAccountChange {
  return { role, isActive, password: password ?? (resetPassword ? null : undefined) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whom a change is for: the CLI names accounts by email, the screen by id. */
export type AccountKey = { email: string } | { id: string };

/** 18 random bytes: 24 characters a manager can read out or paste, shown once. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Makes a staff account. `opts.chosen`: the password was chosen by a person (checked by the
 * password rule), not made up. `opts.audit`: who is doing it, for the audit trail (written in the
 * same transaction).
 */
export async function createStaffAccount(
  em: EntityManager,
  input: z.input<typeof staffAccountSchema>,
  opts: { chosen?: boolean; audit?: AuditBy } = {},
): Promise<User> {
  const data = staffAccountSchema.parse(input);
  const email = data.email.toLowerCase();
  if (opts.chosen) await checkChosenPassword(em, data.password, { ...data, email });
  return em.transactional(async (tx) => {
    if (await tx.count(User, { email }))
      throw new Refusal('email-taken', `An account with the email ${email} already exists`);
    const user = tx.create(User, {
      email,
      password: await hashPassword(data.password),
      role: data.role,
      firstName: data.firstName || null,
      lastName: data.lastName || null,
      isActive: true,
    });
    await tx.flush();
    if (opts.audit)
      await recordAuditEvent(tx, opts.audit, {
        action: 'account-created',
        target: { kind: 'account', id: user.id, label: `${email} (${user.role})` },
      });
    return user;
  });
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
export async function staffAccountsPage(em: EntityManager, query: StaffAccountListInput): Promise<Page<User>> {
  const { limit, cursor, ...filter } = staffAccountListSchema().parse(query);
  return cursorPage(em, User, { where: accountsWhere(filter), orderBy: OLDEST_FIRST, limit, cursor });
}

/**
 * Every account the filter picks, oldest first, read from a database cursor: the whole list for
 * `GET /api/admin/users` and `pnpm users list` without holding it all in memory. The rows are not
 * managed by the entity manager: read them, don't change them.
 */
export async function* streamStaffAccounts(em: EntityManager, filter: StaffAccountFilter = {}): AsyncGenerator<User> {
  yield* em.stream(User, {
    where: accountsWhere(staffAccountFilterSchema().parse(filter)),
    orderBy: OLDEST_FIRST.map(([key, direction]) => ({ [key]: direction })),
  });
}

export interface AccountChanged {
  user: User;
  /** The password made for a reset that gave none: shown to the manager once, stored only hashed. */
  generatedPassword: string | null;
  endedSessions: number;
}

/**
 * Changes an account's role, active state or password. `by` is the manager doing it (none from
 * the CLI). The shop always keeps an active manager, and a manager can't take away their own: the
 * active managers' rows are locked first, so two managers demoting each other at once can't both
 * succeed. Deactivating or a new password ends the account's sessions at once.
 */
export async function changeStaffAccount(
  em: EntityManager,
  key: AccountKey,
  change: StaffAccountChange,
  by?: { id: string },
): Promise<AccountChanged> {
  if ('id' in key && !UUID.test(key.id)) throw new Refusal('not-found', 'Account not found');
  return em.transactional(async (tx) => {
    const managers = await tx.find(
      User,
      { role: 'manager', isActive: true },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    const where = 'id' in key ? { id: key.id } : { email: key.email.toLowerCase() };
    const user = await tx.findOne(User, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
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
        await checkChosenPassword(tx, newPassword, user);
      }
      user.password = await hashPassword(newPassword);
    }
    const before = { role: user.role, isActive: user.isActive };
    if (change.role) user.role = change.role;
    if (change.isActive !== undefined) user.isActive = change.isActive;
    await tx.flush();
    const endSessions = change.isActive === false || newPassword !== undefined;
    const endedSessions = endSessions ? await endSessionsOf(tx, user.id) : 0;
    if (change.audit) {
      const target = { kind: 'account', id: user.id, label: user.email };
      const record = (action: AuditAction, label = target.label) =>
        recordAuditEvent(tx, change.audit as AuditBy, { action, target: { ...target, label } });
      if (user.role !== before.role)
        await record('account-role-changed', `${user.email}: ${before.role} -> ${user.role}`);
      if (user.isActive !== before.isActive) await record(user.isActive ? 'account-activated' : 'account-deactivated');
      if (newPassword !== undefined) await record('account-password-reset');
    }
    return { user, generatedPassword, endedSessions };
  });
}

// The CLI's commands, by email.

export async function setRole(em: EntityManager, email: string, role: Role, audit?: AuditBy): Promise<User> {
  return (await changeStaffAccount(em, { email }, { role: z.enum(ROLES).parse(role), audit })).user;
}

/** A new password ends every session the account had. */
export async function resetPassword(
  em: EntityManager,
  email: string,
  password: string,
  audit?: AuditBy,
): Promise<User> {
  return (await changeStaffAccount(em, { email }, { password, audit })).user;
}

/** Deactivated accounts can't sign in, and their open sessions stop working at once. */
export async function deactivate(
  em: EntityManager,
  email: string,
  audit?: AuditBy,
): Promise<{ user: User; endedSessions: number }> {
  return changeStaffAccount(em, { email }, { isActive: false, audit });
}

export async function activate(em: EntityManager, email: string, audit?: AuditBy): Promise<User> {
  return (await changeStaffAccount(em, { email }, { isActive: true, audit })).user;
}

/**
 * Takes away an account's authenticator app, recovery codes and passkeys (a lost phone), and ends
 * its sessions: its next sign-in starts again from the password, then enrolment if the shop
 * requires a factor. `audit` names the manager doing it (or the command line). A password reset never
 * does this (ASVS 6.4.3).
 */
export async function resetSecondFactors(
  em: EntityManager,
  key: AccountKey,
  audit: AuditBy,
): Promise<{ endedSessions: number }> {
  if ('id' in key && !UUID.test(key.id)) throw new Refusal('not-found', 'Account not found');
  const ended = await em.transactional(async (tx) => {
    const where = 'id' in key ? { id: key.id } : { email: key.email.toLowerCase() };
    const user = await tx.findOne(User, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user)
      throw new Refusal('not-found', 'email' in key ? `No account with the email ${key.email}` : 'Account not found');
    await tx.execute(
      'update users set totp_secret = null, totp_pending_secret = null, totp_last_step = null where id = ?',
      [user.id],
    );
    await tx.execute('delete from recovery_codes where user_id = ?', [user.id]);
    await tx.execute('delete from passkeys where user_id = ?', [user.id]);
    const endedSessions = await endSessionsOf(tx, user.id);
    await recordAuditEvent(tx, audit, {
      action: 'two-factor-reset',
      target: { kind: 'account', id: user.id, label: user.email },
    });
    return { endedSessions };
  });
  return { endedSessions: ended.endedSessions };
}

/** A manager ends every session of an account (a lost laptop, someone leaving). */
export async function endAccountSessions(
  em: EntityManager,
  id: string,
  audit: AuditBy,
): Promise<{ endedSessions: number }> {
  const user = UUID.test(id) ? await em.findOne(User, { id }) : null;
  if (!user) throw new Refusal('not-found', 'Account not found');
  const endedSessions = await endSessionsOf(em, id);
  await recordAuditEvent(em, audit, {
    action: 'sessions-ended',
    target: { kind: 'account', id, label: user.email },
  });
  return { endedSessions };
}
