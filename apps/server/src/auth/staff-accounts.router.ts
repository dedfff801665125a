import {
  newStaffAccountSchema,
  staffAccountFilterSchema,
  staffAccountListSchema,
  staffAccountUpdateSchema,
} from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { auditByCaller } from '../audit/audit-trail.ts';
import { mapPage } from '../db/paging.ts';
import { managerProcedure } from '../trpc/init.ts';
import {
  changeFromUpdate,
  changeStaffAccount,
  createStaffAccount,
  generatePassword,
  staffAccountsPage,
  streamStaffAccounts,
} from './staff-accounts.ts';
import type { User } from './user.entity.ts';

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
    createdAt: u.createdAt,
  };
}
export type StaffAccountView = ReturnType<typeof staffAccountView>;

export const accountId = z.strictObject({ id: z.string().max(100).meta({ description: 'The account’s id (a UUID)' }) });

/** The Users screen: managers run the staff accounts, as `pnpm users` does. */
export const staffAccountsRouter = {
  /** One page (25 by default) of the accounts a search, role and active state pick, oldest first. */
  list: managerProcedure
    .input(staffAccountListSchema())
    .query(async ({ ctx, input }) => mapPage(await staffAccountsPage(ctx.em, input), staffAccountView)),
  /** Every account the filter picks, as rows read from a database cursor (the REST whole list). */
  all: managerProcedure.input(staffAccountFilterSchema()).query(async function* ({ ctx, input }) {
    for await (const user of streamStaffAccounts(ctx.em, input)) yield staffAccountView(user);
  }),
  /** Answers the first password when the server made it up: the only time it is shown. */
  create: managerProcedure.input(newStaffAccountSchema()).mutation(async ({ ctx, input }) => {
    const generatedPassword = input.password ? null : generatePassword();
    const user = await createStaffAccount(
      ctx.em,
      { ...input, password: input.password ?? generatedPassword ?? '' },
      { chosen: Boolean(input.password), audit: auditByCaller(ctx) },
    );
    return { user: staffAccountView(user), generatedPassword };
  }),
  update: managerProcedure
    .input(accountId.extend({ change: staffAccountUpdateSchema() }))
    .mutation(async ({ ctx, input }) => {
      const { user, generatedPassword, endedSessions } = await changeStaffAccount(
        ctx.em,
        { id: input.id },
        { ...changeFromUpdate(input.change), audit: auditByCaller(ctx) },
        ctx.user,
      );
      return { user: staffAccountView(user), generatedPassword, endedSessions };
    }),
} satisfies TRPCRouterRecord;
