import { randomBytes } from 'node:crypto';
import { type FilterQuery, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
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
} from '@shop/contract';
import { z } from 'zod';
import { cursorPage, type OrderSpec } from '../db/paging.ts';
import { textContains } from '../db/search.ts';
import { ConflictError, NotFoundError } from '../domain-errors.ts';
import { hashPassword } from './passwords.ts';
import { noteSecurityEvent, type SecurityEventLog } from './security-events.ts';
import { endSessionsOf } from './sessions.ts';
import { User } from './user.entity.ts';

/** Staff account administration: one implementation for the users CLI and the Users screen. */

// The same character rule as every form: names and passwords are single lines of plain text.
const plainLine = (max: number) =>
  z.string().trim().refine(isPlainLine, englishMessages.invalidCharacters).max(max, englishMessages.tooLong);

const passwordSchema = z
  .string()
  .refine(isPlainLine, englishMessages.invalidCharacters)
  .min(8, englishMessages.passwordMin8)
  .max(200, englishMessages.tooLong);

export const staffAccountSchema = z.object({
  email: z.email(englishMessages.emailInvalid).max(255),
  password: passwordSchema,
  role: z.enum(ROLES),
  firstName: plainLine(100).optional(),
  lastName: plainLine(100).optional(),
});

/** What changes: `password` null makes a new one up; left out, the password stays. */
export interface StaffAccountChange {
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

export async function createStaffAccount(em: EntityManager, input: z.input<typeof staffAccountSchema>): Promise<User> {
  const data = staffAccountSchema.parse(input);
  const email = data.email.toLowerCase();
  if (await em.count(User, { email }))
    throw new ConflictError('email-taken', `An account with the email ${email} already exists`);
  const user = em.create(User, {
    email,
    password: await hashPassword(data.password),
    role: data.role,
    firstName: data.firstName || null,
    lastName: data.lastName || null,
    isActive: true,
  });
  await em.flush();
  return user;
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
  if ('id' in key && !UUID.test(key.id)) throw new NotFoundError('not-found', 'Account not found');
  return em.transactional(async (tx) => {
    const managers = await tx.find(
      User,
      { role: 'manager', isActive: true },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    const where = 'id' in key ? { id: key.id } : { email: key.email.toLowerCase() };
    const user = await tx.findOne(User, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user)
      throw new NotFoundError(
        'not-found',
        'email' in key ? `No account with the email ${key.email}` : 'Account not found',
      );

    const staysManager = (change.role ?? user.role) === 'manager' && (change.isActive ?? user.isActive);
    if (user.role === 'manager' && user.isActive && !staysManager) {
      if (by?.id === user.id)
        throw new ConflictError('own-manager-access', 'You can’t remove your own manager access: ask another manager');
      if (managers.length <= 1) {
        throw new ConflictError('last-manager', `${user.email} is the last active manager: make another manager first`);
      }
    }

    let generatedPassword: string | null = null;
    let newPassword: string | undefined;
    if (change.password !== undefined) {
      newPassword = change.password ?? generatePassword();
      if (change.password === null) generatedPassword = newPassword;
      passwordSchema.parse(newPassword);
      user.password = await hashPassword(newPassword);
    }
    if (change.role) user.role = change.role;
    if (change.isActive !== undefined) user.isActive = change.isActive;
    await tx.flush();
    const endSessions = change.isActive === false || newPassword !== undefined;
    const endedSessions = endSessions ? await endSessionsOf(tx, user.id) : 0;
    return { user, generatedPassword, endedSessions };
  });
}

// The CLI's commands, by email.

export async function setRole(em: EntityManager, email: string, role: Role): Promise<User> {
  return (await changeStaffAccount(em, { email }, { role: z.enum(ROLES).parse(role) })).user;
}

/** A new password ends every session the account had. */
export async function resetPassword(em: EntityManager, email: string, password: string): Promise<User> {
  return (await changeStaffAccount(em, { email }, { password })).user;
}

/** Deactivated accounts can't sign in, and their open sessions stop working at once. */
export async function deactivate(em: EntityManager, email: string): Promise<{ user: User; endedSessions: number }> {
  return changeStaffAccount(em, { email }, { isActive: false });
}

export async function activate(em: EntityManager, email: string): Promise<User> {
  return (await changeStaffAccount(em, { email }, { isActive: true })).user;
}

/**
 * Takes away an account's authenticator app, recovery codes and passkeys (a lost phone), and ends
 * its sessions: its next sign-in starts again from the password, then enrolment if the shop
 * requires a factor. `by` is the manager doing it (none from the CLI). A password reset never
 * does this (ASVS 6.4.3).
 */
export async function resetSecondFactors(
  em: EntityManager,
  key: AccountKey,
  by?: { id: string },
  log?: SecurityEventLog,
): Promise<{ endedSessions: number }> {
  if ('id' in key && !UUID.test(key.id)) throw new NotFoundError('not-found', 'Account not found');
  const ended = await em.transactional(async (tx) => {
    const where = 'id' in key ? { id: key.id } : { email: key.email.toLowerCase() };
    const user = await tx.findOne(User, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user)
      throw new NotFoundError(
        'not-found',
        'email' in key ? `No account with the email ${key.email}` : 'Account not found',
      );
    await tx.execute(
      'update users set totp_secret = null, totp_pending_secret = null, totp_last_step = null where id = ?',
      [user.id],
    );
    await tx.execute('delete from recovery_codes where user_id = ?', [user.id]);
    await tx.execute('delete from passkeys where user_id = ?', [user.id]);
    return { userId: user.id, endedSessions: await endSessionsOf(tx, user.id) };
  });
  noteSecurityEvent(log, {
    action: 'factors.reset',
    actorId: by?.id ?? null,
    targetId: ended.userId,
    result: 'success',
    details: { endedSessions: ended.endedSessions },
  });
  return { endedSessions: ended.endedSessions };
}

/** A manager ends every session of an account (a lost laptop, someone leaving). */
export async function endAccountSessions(
  em: EntityManager,
  id: string,
  by: { id: string },
  log?: SecurityEventLog,
): Promise<{ endedSessions: number }> {
  if (!UUID.test(id) || !(await em.count(User, { id }))) throw new NotFoundError('not-found', 'Account not found');
  const endedSessions = await endSessionsOf(em, id);
  noteSecurityEvent(log, {
    action: 'sessions.ended',
    actorId: by.id,
    targetId: id,
    result: 'success',
    details: { count: endedSessions },
  });
  return { endedSessions };
}
