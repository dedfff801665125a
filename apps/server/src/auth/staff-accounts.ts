import type { EntityManager } from '@mikro-orm/postgresql';
import { englishMessages, isPlainLine, ROLES, type Role } from '@shop/contract';
import { z } from 'zod';
import { hashPassword } from './passwords.ts';
import { endSessionsOf } from './sessions.ts';
import { User } from './user.entity.ts';

/** Staff account administration, used by the users CLI. */

// The same character rule as every form: names and passwords are single lines of plain text.
const plainLine = (max: number) =>
  z.string().trim().refine(isPlainLine, englishMessages.invalidCharacters).max(max, englishMessages.tooLong);

export const staffAccountSchema = z.object({
  email: z.email(englishMessages.emailInvalid).max(255),
  password: z
    .string()
    .refine(isPlainLine, englishMessages.invalidCharacters)
    .min(8, englishMessages.passwordMin8)
    .max(200, englishMessages.tooLong),
  role: z.enum(ROLES),
  firstName: plainLine(100).optional(),
  lastName: plainLine(100).optional(),
});

export class AccountError extends Error {}

async function findByEmail(em: EntityManager, email: string): Promise<User> {
  const user = await em.findOne(User, { email: email.toLowerCase() });
  if (!user) throw new AccountError(`No account with the email ${email}`);
  return user;
}

export async function createStaffAccount(em: EntityManager, input: z.input<typeof staffAccountSchema>): Promise<User> {
  const data = staffAccountSchema.parse(input);
  const email = data.email.toLowerCase();
  if (await em.count(User, { email })) throw new AccountError(`An account with the email ${email} already exists`);
  const user = em.create(User, {
    email,
    password: await hashPassword(data.password),
    role: data.role,
    firstName: data.firstName ?? null,
    lastName: data.lastName ?? null,
    isActive: true,
  });
  await em.flush();
  return user;
}

export async function listStaffAccounts(em: EntityManager): Promise<User[]> {
  return em.find(User, {}, { orderBy: { createdAt: 'asc' } });
}

export async function setRole(em: EntityManager, email: string, role: Role): Promise<User> {
  const user = await findByEmail(em, email);
  user.role = z.enum(ROLES).parse(role);
  await em.flush();
  return user;
}

/** A new password ends every session the account had. */
export async function resetPassword(em: EntityManager, email: string, password: string): Promise<User> {
  const user = await findByEmail(em, email);
  staffAccountSchema.shape.password.parse(password);
  user.password = await hashPassword(password);
  await em.flush();
  await endSessionsOf(em, user.id);
  return user;
}

/** Deactivated accounts can't sign in, and their open sessions stop working at once. */
export async function deactivate(em: EntityManager, email: string): Promise<{ user: User; endedSessions: number }> {
  const user = await findByEmail(em, email);
  user.isActive = false;
  await em.flush();
  return { user, endedSessions: await endSessionsOf(em, user.id) };
}

export async function activate(em: EntityManager, email: string): Promise<User> {
  const user = await findByEmail(em, email);
  user.isActive = true;
  await em.flush();
  return user;
}
